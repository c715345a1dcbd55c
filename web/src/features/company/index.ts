// The company pages the app routes to: the user's company and joining a company by invitation.
export { CompanyPage } from './company-page.tsx';
export { JoinCompanyPage } from './join-company-page.tsx';
