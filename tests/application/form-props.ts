/** What the server hands the application form: a few doctors and the reception days, as in the demo data. */
export const TEST_DOCTORS = [
  { slug: 'anahit-petrosyan', name: 'Anahit Petrosyan', services: ['ent'] as const },
  { slug: 'armen-grigoryan', name: 'Armen Grigoryan', services: ['ent', 'rhinoplasty'] as const },
  { slug: 'davit-sargsyan', name: 'Davit Sargsyan', services: ['dentistry'] as const },
];

export const TEST_DAYS = [
  { value: 'Mo', label: 'Monday' },
  { value: 'Tu', label: 'Tuesday' },
  { value: 'We', label: 'Wednesday' },
  { value: 'Th', label: 'Thursday' },
  { value: 'Fr', label: 'Friday' },
  { value: 'Sa', label: 'Saturday' },
];

export const FORM_DATA = { doctors: TEST_DOCTORS, days: TEST_DAYS };
