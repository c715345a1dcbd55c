export { CompanyPage } from './company-page.tsx';
export { JoinCompanyPage } from './join-company-page.tsx';
