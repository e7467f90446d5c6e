/** The clinic's display name and contact details: one constant, used by the header, footer, contacts and JSON-LD. */
export const SITE = {
  brand: 'Arevik Clinic',
  url: process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`,
  contacts: {
    phone: { display: '+374 10 55 12 34', href: 'tel:+37410551234', e164: '+37410551234' },
    email: { display: 'info@arevik-clinic.am', href: 'mailto:info@arevik-clinic.am' },
    instagram: { display: '@arevik.clinic', href: 'https://www.instagram.com/arevik.clinic' },
    telegram: { display: '@arevik_clinic', href: 'https://t.me/arevik_clinic' },
  },
  /** Coordinates of the clinic building (Yerevan, Tumanyan St.). */
  geo: { lat: 40.1852, lng: 44.5145 },
  mapLink: 'https://www.google.com/maps/search/?api=1&query=40.1852,44.5145',
} as const;
