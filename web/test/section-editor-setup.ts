// The section the editor tests open (the pulling template with its winch chosen), and how they open it.
import { PULLING_TEMPLATE, sectionFromTemplate } from '@cla/domain';
import type { Preset, Section } from '@cla/domain/api';
import { screen } from '@testing-library/react';

import { account, installFakeApi } from './fake-api.ts';
import { renderApp } from './render-app.tsx';

export const at = '2026-11-20T10:00:00.000Z';
export const winch: Preset = {
  id: 'w1',
  name: 'Capstan winch 10 kN',
  type: 'pullingMachine',
  group: null,
  owner: null,
  data: { maxPullingForce: 10000, maxPullingSpeed: 30 },
};

/** The pulling template with its winch chosen: a complete, valid section (route 450 m + two bends). */
export function demoSection(): Section {
  const data = sectionFromTemplate(PULLING_TEMPLATE);
  data.equipment.pullingMachine = 'w1';
  return { id: 's1', project: 'p1', name: 'Pulling', data, results: null, shareToken: null, favorites: [], version: 3, warnings: [], incomplete: [], createdAt: at, updatedAt: at };
}

export function open(path = '/section/s1/general', options: Parameters<typeof installFakeApi>[0] = {}) {
  const api = installFakeApi({ signedIn: account(), sections: [demoSection()], presets: [winch], ...options });
  return { api, rendered: renderApp({ path, locale: 'en' }) };
}

export const tabs = () => screen.getByRole('navigation', { name: 'Section tabs' });
