import { PULLING_TEMPLATE, sectionFromTemplate } from '@cla/domain';
import type { Section } from '@cla/domain/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, installFakeApi } from './fake-api.ts';
import { renderApp } from './render-app.tsx';

const at = '2026-11-20T10:00:00.000Z';

function pullingSection(): Section {
  const data = sectionFromTemplate(PULLING_TEMPLATE);
  return { id: 's1', project: 'p1', name: 'Pulling', data, results: null, shareToken: null, favorites: [], version: 1, warnings: [], incomplete: [], createdAt: at, updatedAt: at };
}

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

/** An automatic value fills its field read-only, follows its source, and becomes manual only on request. */
describe('automatic values in the section editor', () => {
  it('fills the field read-only, follows the outer diameter, and shows the missing-fields placeholder while it is wrong', async () => {
    installFakeApi({ signedIn: account(), sections: [pullingSection()] });
    await renderApp({ path: '/section/s1/cable', locale: 'en' });
    const stiffness = await screen.findByLabelText(/^Bending stiffness/);
    expect((stiffness as HTMLInputElement).readOnly).toBe(true);
    const first = (stiffness as HTMLInputElement).value;
    expect(Number(first)).toBeGreaterThan(0);
    // the step keys do nothing to an automatic value
    fireEvent.keyDown(stiffness, { key: 'ArrowUp' });
    expect((stiffness as HTMLInputElement).value).toBe(first);

    fireEvent.change(input('Outer diameter (mm)'), { target: { value: '50' } });
    await waitFor(() => expect(input('Bending stiffness (N·m²)').value).not.toBe(first));
    expect(Number(input('Bending stiffness (N·m²)').value)).toBeGreaterThan(Number(first));

    fireEvent.change(input('Outer diameter (mm)'), { target: { value: '' } });
    await waitFor(() => expect(input('Bending stiffness (N·m²)').value).toBe(''));
    expect(input('Bending stiffness (N·m²)').placeholder).toBe('inputs missing');
    expect(input('Bending stiffness (N·m²)').title).toMatch(/first correct Outer diameter/);
  });

  it('names the missing inputs in the placeholder’s tooltip on every tab, not only Cable (Settings here)', async () => {
    const section = pullingSection();
    section.data.cable.count = 0; // with no winch chosen: the pulling force limit cannot be worked out
    installFakeApi({ signedIn: account(), sections: [section] });
    await renderApp({ path: '/section/s1/settings', locale: 'en' });
    const force = (await screen.findByLabelText(/^Pulling force/)) as HTMLInputElement;
    await waitFor(() => expect(force.placeholder).toBe('inputs missing'));
    expect(force.title).toBe('Automatic value: first correct Pulling machine, Number of cables.');
  });

  it('enters a manual value on request, and returns to the automatic one on reset', async () => {
    installFakeApi({ signedIn: account(), sections: [pullingSection()] });
    await renderApp({ path: '/section/s1/cable', locale: 'en' });
    const stiffness = (await screen.findByLabelText(/^Bending stiffness/)) as HTMLInputElement;
    const automatic = stiffness.value;
    fireEvent.click(screen.getByRole('button', { name: 'enter manually: Bending stiffness' }));
    await waitFor(() => expect(input('Bending stiffness (N·m²)').readOnly).toBe(false));
    // the automatic value becomes the manual one, ready to be typed over
    expect(input('Bending stiffness (N·m²)').value).toBe(automatic);
    expect(document.activeElement).toBe(input('Bending stiffness (N·m²)'));
    fireEvent.change(input('Bending stiffness (N·m²)'), { target: { value: '3.5' } });
    fireEvent.blur(input('Bending stiffness (N·m²)'));
    // a manual value does not follow the source
    fireEvent.change(input('Outer diameter (mm)'), { target: { value: '45' } });
    await waitFor(() => expect(input('Bending stiffness (N·m²)').value).toBe('3.5'));

    fireEvent.click(screen.getByRole('button', { name: 'reset to automatic: Bending stiffness' }));
    await waitFor(() => expect(input('Bending stiffness (N·m²)').readOnly).toBe(true));
    expect(Number(input('Bending stiffness (N·m²)').value)).toBeGreaterThan(Number(automatic));
    expect(screen.getByRole('button', { name: 'enter manually: Bending stiffness' })).toBeTruthy();

    // a data-sheet value of the template is manual: editable, with its reset
    expect(input('Minimum bending radius (m)').readOnly).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'reset to automatic: Minimum bending radius' }));
    // 0.03 m per mm of the 45 mm cable
    await waitFor(() => expect(input('Minimum bending radius (m)').value).toBe('1.35'));
  });

  it('clears the cable type when the industry changes to one without it', async () => {
    installFakeApi({ signedIn: account(), sections: [pullingSection()] });
    await renderApp({ path: '/section/s1/cable', locale: 'en' });
    const type = (await screen.findByLabelText('Cable type')) as HTMLSelectElement;
    expect(type.selectedOptions[0]?.textContent).not.toBe('Please choose');
    const industry = screen.getByLabelText('Industry') as HTMLSelectElement;
    const other = [...industry.options].find((o) => o.textContent === 'Telecom')!;
    fireEvent.change(industry, { target: { value: other.value } });
    await waitFor(() => expect((screen.getByLabelText('Cable type') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Please choose'));
  });
});
