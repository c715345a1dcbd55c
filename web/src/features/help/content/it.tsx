import type { HelpCatalogue } from '../catalogue.ts';
import { en } from './en.tsx';

export const it: HelpCatalogue = en;
