/**
 * The fixed choices of the application (no zod here: the form's components import them, and the
 * contract's schema module would bring zod into every page with the form).
 */
export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];
export const CONTACT_CHANNELS = ['call', 'whatsapp', 'telegram'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];
