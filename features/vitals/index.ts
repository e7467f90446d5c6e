/** The public face of the vitals feature: the reporter every page carries. */
export { default as VitalsReporter } from './components/vitals-reporter';
