/**
 * What the phone field loads lazily (with libphonenumber-js and its metadata) once the field is
 * about to be used. Everything else in features/phone/model is light enough to ship with the page.
 */
export { parsePhone } from './parse';
export { formatAsYouType, fitToInputLength } from './format';
