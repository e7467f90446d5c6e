/** The public face of the services feature for pages and other features: components and browser hooks. */
export { default as ProcedureTable } from './components/procedure-table';
export { default as ServiceCard } from './components/service-card';
export { default as OtherServices } from './components/other-services';
export { default as ServiceOverview } from './components/service-overview';
