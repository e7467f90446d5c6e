import { hoursRange, LAB_SAMPLING, PATIENT_AGES } from '@/lib/clinic';

import type { SiteContent } from './types';

export const en: SiteContent = {
  services: {
    ent: {
      summary: 'Diagnosis and treatment of ear, nose and throat conditions in adults and children, with endoscopy on the spot.',
      intro:
        'Our ENT doctors see adults and children with ear, nose and throat problems. Video endoscopy and audiometry are done during the same visit, so you see the findings and leave with a clear treatment plan.',
      treats: [
        'Acute and chronic sinusitis',
        'Allergic and vasomotor rhinitis',
        'Deviated septum and trouble breathing through the nose',
        'Tonsillitis and enlarged adenoids',
        'Ear infections, earwax buildup and tinnitus',
        'Hearing loss in adults and children',
        'Snoring and sleep-disordered breathing',
      ],
      procedures: {
        'ent-consultation-with-video-endoscopy': { name: 'ENT consultation with video endoscopy', duration: '30–40 min' },
        'pure-tone-audiometry': { name: 'Pure-tone audiometry', duration: '20 min' },
        tympanometry: { name: 'Tympanometry', duration: '10 min' },
        'sinus-lavage': { name: 'Sinus lavage', duration: '20 min' },
        septoplasty: { name: 'Septoplasty', duration: '1–1.5 h' },
        tonsillectomy: { name: 'Tonsillectomy', duration: '45–60 min' },
      },
      faq: [
        {
          question: 'Do I need a referral to see an ENT doctor?',
          answer: 'No. You can book directly by phone, through the form on this site or on Telegram.',
        },
        {
          question: 'Is endoscopy of the nose painful?',
          answer:
            'No. We use a thin flexible endoscope and a local anesthetic spray; the examination takes a few minutes and children tolerate it well.',
        },
        {
          question: 'From what age do you see children?',
          answer: `We see children from the age of ${PATIENT_AGES.entChildrenFromMonths} months. Small children have their hearing tested through play.`,
        },
      ],
    },
    lab: {
      summary: 'Blood, urine and hormone tests with results in your patient portal, most of them the same day.',
      intro: `Our laboratory is accredited to ISO 15189 and takes part in the international RIQAS quality program. No appointment is needed: samples are taken weekdays ${hoursRange(LAB_SAMPLING.weekdays, 'en')} and Saturdays ${hoursRange(LAB_SAMPLING.saturday, 'en')}, and the results appear in your patient portal as a PDF.`,
      treats: [
        'Complete blood count and blood chemistry',
        'Thyroid and sex hormones',
        'Vitamins and trace elements',
        'Allergy panels',
        'Infections, including PCR tests',
        'Pre-surgery tests',
        'Check-up programs by age',
      ],
      procedures: {
        'complete-blood-count-with-differential': { name: 'Complete blood count with differential', duration: 'result in 2 h' },
        'tsh-and-free-t4': { name: 'TSH and free T4', duration: 'result the same day' },
        'vitamin-d-25-oh': { name: 'Vitamin D (25-OH)', duration: 'result the next day' },
        'pre-operative-panel': { name: 'Pre-operative panel', duration: 'result the same day' },
        'pcr-for-influenza-a-b-and-covid-19': { name: 'PCR for influenza A/B and COVID-19', duration: 'result in 3 h' },
      },
      faq: [
        {
          question: 'Do I need to book a blood test?',
          answer: `No. Just walk in: samples are taken weekdays ${hoursRange(LAB_SAMPLING.weekdays, 'en')} and Saturdays ${hoursRange(LAB_SAMPLING.saturday, 'en')}.`,
        },
        {
          question: 'How should I prepare?',
          answer:
            'For most blood tests, come fasting: 8–12 hours without food; water is fine. Our staff will tell you about any special preparation when you call.',
        },
        {
          question: 'How do I get my results?',
          answer:
            'Sign in to the patient portal with your phone number and a one-time code, and download the PDF. We can also send the results to your doctor.',
        },
      ],
    },
    dentistry: {
      summary: 'Treatment, hygiene, implants and prosthetics for the whole family, with a separate children’s room.',
      intro: `Our dentists treat teeth under magnification and with modern anesthesia, plan implants on a cone-beam CT (CBCT) scan made on site and see children from the age of ${PATIENT_AGES.dentistryChildrenFromYears} in a separate, specially equipped room.`,
      treats: [
        'Cavities and their complications',
        'Gum disease and bleeding gums',
        'Missing teeth',
        'Tooth sensitivity and discoloration',
        'Bite problems',
        'Dental problems in children',
      ],
      procedures: {
        'dentist-consultation': { name: 'Dentist’s consultation and treatment plan', duration: '30 min' },
        'professional-hygiene': { name: 'Professional cleaning (ultrasonic scaling and Air Flow)', duration: '60 min' },
        'composite-filling': { name: 'Composite filling', duration: '45–60 min' },
        'root-canal-treatment': { name: 'Root canal treatment under a microscope', duration: '1–2 visits' },
        'dental-implant-without-crown': { name: 'Dental implant (without crown)', duration: '40–60 min' },
        'cone-beam-ct-of-the-jaws': { name: 'Cone-beam CT of the jaws', duration: '10 min' },
      },
      faq: [
        {
          question: 'Does treatment hurt?',
          answer: 'We use modern local anesthetics, and for anxious patients we offer treatment with light sedation.',
        },
        {
          question: 'How long does an implant take?',
          answer:
            'The implant itself is placed in one visit. The crown is usually fitted after 3–4 months, once the implant has integrated with the bone.',
        },
        {
          question: 'From what age do you see children?',
          answer: `From the age of ${PATIENT_AGES.dentistryChildrenFromYears}, in our children’s room. The first visit can be a get-to-know-you visit with no treatment, so your child feels at ease in the chair.`,
        },
      ],
    },
    sonography: {
      summary: 'Ultrasound of the abdomen, thyroid, heart, blood vessels and pregnancy on a high-end system.',
      intro:
        'Our high-end ultrasound system detects lesions as small as 2 mm and performs elastography. The doctor explains the findings during the scan, and the report is in your patient portal the same day.',
      treats: [
        'Abdominal organs and kidneys',
        'Thyroid gland and lymph nodes',
        'Pelvic organs',
        'Pregnancy at any stage',
        'Heart (echocardiography)',
        'Arteries and veins of the neck and legs',
        'Infants (hip joints, brain, abdomen)',
      ],
      procedures: {
        'abdominal-ultrasound': { name: 'Abdominal ultrasound', duration: '20–30 min' },
        'thyroid-ultrasound': { name: 'Thyroid ultrasound', duration: '15–20 min' },
        echocardiography: { name: 'Echocardiography', duration: '30–40 min' },
        'doppler-scan-of-the-leg-veins': { name: 'Doppler scan of the leg veins', duration: '30 min' },
        'pregnancy-ultrasound': { name: 'Pregnancy ultrasound', duration: '30 min' },
        'liver-elastography': { name: 'Liver elastography', duration: '20 min' },
      },
      faq: [
        {
          question: 'How should I prepare for an abdominal ultrasound?',
          answer: 'Come fasting, at least 6 hours after eating, and avoid soda and sparkling water the day before.',
        },
        {
          question: 'Is ultrasound safe during pregnancy?',
          answer: 'Yes. Ultrasound uses no radiation and is the standard method for monitoring pregnancy.',
        },
        {
          question: 'Can I get the images?',
          answer: 'Yes. The report and key images are in your patient portal, and on request we can copy the scan to a disc.',
        },
      ],
    },
    rhinoplasty: {
      summary: 'Aesthetic and functional nose surgery that keeps breathing free and the result natural.',
      intro:
        'Rhinoplasty at our clinic is planned jointly by an ENT surgeon and a facial plastic surgeon: we change the shape of the nose and, where needed, correct the septum in the same operation, so the nose looks natural and breathes freely.',
      treats: [
        'A bump on the nose or a drooping tip',
        'A wide or asymmetric nose',
        'A nose changed by an injury',
        'A deviated septum combined with cosmetic concerns',
        'Disappointing results of a previous operation',
      ],
      procedures: {
        'consultation-with-computer-modeling': { name: 'Consultation with computer modeling', duration: '45–60 min' },
        'rhinoplasty-of-the-nasal-tip': { name: 'Rhinoplasty of the nasal tip', duration: '1.5–2 h' },
        'open-septorhinoplasty': { name: 'Open septorhinoplasty', duration: '2.5–3.5 h' },
        'revision-rhinoplasty': { name: 'Revision rhinoplasty', duration: '3–4 h' },
      },
      faq: [
        {
          question: 'How long is the recovery?',
          answer:
            'The splint comes off after 7–10 days, and most people are back at work after two weeks. The final shape settles within a year.',
        },
        {
          question: 'From what age can rhinoplasty be done?',
          answer: `Once the face has finished growing: usually from the age of ${PATIENT_AGES.rhinoplastyFromYears}, and in some functional cases from the age of ${PATIENT_AGES.rhinoplastyFunctionalFromYears} with parental consent.`,
        },
        {
          question: 'Will I be able to breathe through my nose?',
          answer: 'Yes. Breathing is checked before the operation, and the septum and valves are corrected during it if needed.',
        },
      ],
    },
    'plastic-surgery': {
      summary: 'Facial and body contouring surgery with careful planning and close follow-up after the operation.',
      intro:
        'Our plastic surgeons perform facial and body operations in the clinic’s own operating room, with an anesthesiologist at every operation. After general anesthesia you spend one night in our ward; after an operation under local anesthesia, such as upper blepharoplasty, you go home the same day. Every operation starts with a detailed consultation, tests and a written plan.',
      treats: [
        'Drooping upper eyelids and bags under the eyes',
        'Age-related changes of the face and neck',
        'Breast shape and volume',
        'Excess skin and fat on the abdomen',
        'Scars from injuries and operations',
        'Protruding ears',
      ],
      procedures: {
        'plastic-surgeon-consultation': { name: 'Plastic surgeon’s consultation', duration: '40 min' },
        'upper-blepharoplasty': { name: 'Upper blepharoplasty', duration: '1–1.5 h' },
        otoplasty: { name: 'Otoplasty', duration: '1–2 h' },
        'breast-augmentation': { name: 'Breast augmentation', duration: '1.5–2 h' },
        abdominoplasty: { name: 'Abdominoplasty', duration: '2.5–4 h' },
        'scar-revision': { name: 'Scar revision', duration: '30–60 min' },
      },
      faq: [
        {
          question: 'What tests are needed before surgery?',
          answer:
            'Usually blood tests, an ECG and medical clearance from a primary care doctor. You can have them all done at our clinic in one morning.',
        },
        {
          question: 'Will I stay overnight?',
          answer:
            'After operations under general anesthesia (breast augmentation, abdominoplasty) you spend one night in our ward under a nurse’s care. After operations under local anesthesia, such as upper blepharoplasty, you go home the same day.',
        },
        {
          question: 'When can I see the final result?',
          answer: 'Swelling goes down within 2–4 weeks; the final result is assessed after 3–6 months, at a free follow-up visit.',
        },
      ],
    },
    'maxillofacial-surgery': {
      summary: 'Wisdom teeth, bone grafting, jaw cysts and injuries, planned on a 3D scan made in the clinic.',
      intro:
        'Our maxillofacial surgeons remove complicated teeth, restore bone before implants and treat cysts, injuries and inflammation of the jaws. Every operation is planned on a cone-beam CT (CBCT) scan made in the clinic.',
      treats: [
        'Impacted and partly erupted wisdom teeth',
        'Bone loss before implant placement',
        'Cysts and benign tumors of the jaws',
        'Fractures of the jaw and cheekbone',
        'Temporomandibular joint (TMJ) disorders',
        'Inflammation of the jaws and salivary glands',
      ],
      procedures: {
        'maxillofacial-consultation-with-3d-scan': {
          name: 'Maxillofacial surgeon’s consultation with 3D scan review',
          duration: '30–40 min',
        },
        'removal-of-an-impacted-wisdom-tooth': { name: 'Removal of an impacted wisdom tooth', duration: '30–60 min' },
        'sinus-lift': { name: 'Sinus lift', duration: '1–1.5 h' },
        'bone-grafting': { name: 'Bone grafting', duration: '1–2 h' },
        'removal-of-a-jaw-cyst': { name: 'Removal of a jaw cyst', duration: '45–90 min' },
      },
      faq: [
        {
          question: 'Do all wisdom teeth need to be removed?',
          answer:
            'No. We remove them when they are impacted, cause inflammation, damage the neighboring tooth or get in the way of orthodontic treatment.',
        },
        {
          question: 'Is the operation done under general anesthesia?',
          answer: 'Most operations are done under local anesthesia; for complex cases sedation or general anesthesia is possible.',
        },
        {
          question: 'What can I eat after the extraction?',
          answer: 'Soft, lukewarm food for the first 2–3 days. Your surgeon will give you written instructions after the operation.',
        },
      ],
    },
  },
  about: {
    lead: 'Arevik Clinic began in 2009 as a small ENT practice on Tumanyan Street. Today it is a clinic of seven departments, where diagnosis, treatment and surgery are under one roof.',
    story: [
      'The clinic was founded by doctors who wanted patients to get a full examination and a clear answer in one place, without being sent from one center to another. That idea still shapes how we work: the laboratory, ultrasound, 3D imaging and the operating room are all in the same building.',
      'We take time to explain. Every patient leaves with a written plan, results arrive in the patient portal, and the doctor remains available for questions after the visit.',
      'Our doctors trained in Yerevan, Moscow, Vienna, Milan and Paris and continue to learn every year. Together with our nurses and front desk staff we are a team of more than sixty people.',
    ],
    milestones: [
      { year: 2009, text: 'The ENT practice opens on Tumanyan Street.' },
      { year: 2012, text: 'Our own laboratory and ultrasound room open.' },
      { year: 2015, text: 'The dentistry department opens.' },
      { year: 2018, text: 'An operating unit with an overnight ward: rhinoplasty, plastic and maxillofacial surgery.' },
      { year: 2023, text: 'ISO 9001 certification and a desk for international patients.' },
      { year: 2026, text: 'A cone-beam CT scanner and a high-end ultrasound system.' },
    ],
    values: [
      { title: 'Honesty', text: 'We recommend only the treatment you need and state the full price before we start.' },
      {
        title: 'Safety',
        text: 'Sterilization to international standards, an anesthesiologist at every operation, accredited laboratory tests.',
      },
      { title: 'Clarity', text: 'We explain findings in plain words and give every patient a written plan.' },
      { title: 'Care', text: 'We stay in touch after the visit and after surgery, and follow-up visits after operations are free.' },
    ],
  },
  foreignClients: {
    lead: 'Every year patients from Russia, Europe, the USA and the Middle East come to us for surgery, dental treatment and check-ups. We help at every step, from the first question to the flight home.',
    languages: ['Armenian', 'Russian', 'English', 'French', 'German'],
    offer: [
      {
        title: 'Consultations in your language',
        text: 'Our doctors consult in Russian and English, and some in French and German. If you speak another language, we translate your documents.',
      },
      {
        title: 'A clear price in advance',
        text: 'After looking at your documents we send a written plan with the full cost, which does not change without your consent.',
      },
      {
        title: 'Everything in one place',
        text: 'Tests, imaging, treatment and surgery in one building, so even a complex treatment plan fits into a short stay.',
      },
      {
        title: 'A personal coordinator',
        text: 'One person answers your messages, meets you and accompanies you on the days of treatment.',
      },
    ],
    steps: [
      {
        title: 'Send a request',
        text: 'Describe your question in the form below or on Telegram and attach any tests and images you have.',
      },
      {
        title: 'Remote consultation',
        text: 'The doctor studies your documents and talks with you by video, usually within three business days.',
      },
      {
        title: 'Plan and price',
        text: 'You receive a written treatment plan with dates, the number of days you need to stay and the full cost.',
      },
      {
        title: 'Treatment in Yerevan',
        text: 'We meet you at the airport, and your coordinator is with you from the first visit to discharge.',
      },
      {
        title: 'Follow-up at home',
        text: 'Results and recommendations are in your patient portal, and the doctor answers your questions online.',
      },
    ],
    remote: {
      text: 'A remote consultation helps you decide whether the trip is worth it before you book tickets.',
      points: [
        'A video call with the doctor at a convenient time in your time zone',
        'A review of your tests, images and previous reports',
        'A written opinion and a preliminary plan afterward',
        'The cost of the consultation is deducted from your treatment if you come',
      ],
    },
    travel: [
      { title: 'Airport pickup', text: 'A driver meets you at Zvartnots Airport and takes you to your hotel and to the clinic.' },
      { title: 'Accommodation', text: 'We recommend hotels and apartments within a ten-minute walk of the clinic and help you book.' },
      {
        title: 'Visa and invitation',
        text: 'Citizens of many countries do not need a visa for Armenia; if you do, we issue an invitation letter for treatment.',
      },
      { title: 'Documents', text: 'Your discharge summary and reports are available in Armenian, Russian or English.' },
    ],
    faq: [
      {
        question: 'How long should I plan to stay?',
        answer: 'A check-up takes 1–2 days; after rhinoplasty or plastic surgery we recommend staying 7–10 days until the follow-up visit.',
      },
      {
        question: 'How can I pay?',
        answer: 'In cash in drams, dollars or euros, by card, or by bank transfer in advance. You receive all payment documents.',
      },
      {
        question: 'Can someone accompany me?',
        answer: 'Yes. A companion can stay with you in the ward after surgery, and we will help them with accommodation as well.',
      },
    ],
  },
  home: {
    facts: [
      { value: '15+', label: 'years of care' },
      { value: '7', label: 'departments' },
      { value: '60+', label: 'specialists and staff' },
    ],
    trust: [
      {
        title: 'Licensed and certified',
        text: 'A license from the Ministry of Health, ISO 9001 quality management and an ISO 15189 accredited laboratory.',
      },
      {
        title: 'Everything under one roof',
        text: 'Tests, ultrasound, 3D imaging, treatment and surgery in one building in the center of Yerevan.',
      },
      { title: 'Results online', text: 'Test results and medical documents in your patient portal, available with a one-time code.' },
      { title: 'A full price in advance', text: 'A written plan and the full cost before treatment starts, with no hidden extras.' },
    ],
  },
  privacy: {
    title: 'What this site sends where',
    intro: 'Every public page loads only from this site and the clinic’s own server. Nothing goes to another company until you choose it.',
    items: [
      {
        title: 'Pages, pictures and fonts',
        text: 'Come from this site and the clinic’s server. We use no analytics, advertising or social media scripts.',
      },
      {
        title: 'Your phone country',
        text: 'To preselect the country of your phone number, the page asks this site which country your connection comes from, as our network provider sees it. No other service is asked. If the country is not known, the language of the page decides: Armenia, Russia or the United States.',
      },
      {
        title: 'The map',
        text: 'The Google map on the Contact us page loads only after you press “Show map”. Your browser then connects to Google, which receives your IP address and the address of the page under Google’s privacy policy. The choice is kept in this browser tab only and is forgotten when you close it. Until then you see our own drawing and the address.',
      },
      { title: 'Search', text: 'Your search words go to this site only, are not stored and are never shared.' },
      {
        title: 'Forms and the patient portal',
        text: 'What you type into the request form, a review or the sign-in goes only to the clinic’s server. The site keeps your language in a cookie for a year and, after you sign in, a session cookie that scripts on the page cannot read.',
      },
      {
        title: 'Links to other services',
        text: 'Instagram, Telegram and Google Maps learn of your visit only if you follow a link to them.',
      },
    ],
  },
  address: {
    street: '12 Tumanyan St',
    city: 'Yerevan',
    postalCode: '0001',
    directions: [
      'The entrance is on Tumanyan Street, next to the pharmacy. The clinic is on the first and second floors, with an elevator and step-free access.',
      'A 5-minute walk from Yeritasardakan metro station; buses 1, 15 and 46 stop nearby.',
      'There are a few parking spaces in front of the building, and paid city parking on the neighboring streets.',
    ],
  },
};
