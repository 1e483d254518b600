// The shapes of a service page's content, defined by its content file's schema in service-page.ts; the
// site's components import the shared ones (ButtonLink, TitledItem) from here.
export type { ButtonLink, ProcessStep, ServicePageContent, TitledItem } from './service-page.ts';
