/** The public face of the auth feature for pages and other features: components and browser hooks. */
export { useProfileAccess } from './client/use-profile-access';
export { default as AccountButton } from './components/account-button';
