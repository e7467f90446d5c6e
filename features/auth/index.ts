/** The public face of the auth feature for pages and other features: components. Browser hooks: client.ts. */
export { default as AccountButton } from './components/account-button';
