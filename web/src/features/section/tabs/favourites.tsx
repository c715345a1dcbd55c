// Favourites: named copies of a section's parameters to load back, compare as scenarios, rename or delete.
import { addVariant, removeVariant, renameVariant, variantNameProblem, variantsOf } from '@cla/domain';
import { useMemo, type ReactNode } from 'react';
import { InlineRename } from '../../../components/inline-rename.tsx';
import { useIntl } from '../../../lib/intl.tsx';
import { favoritesAtom } from '../state/atoms.ts';
import { keepVariantAtom, replaceDataAtom, setFavoritesAtom } from '../state/actions.ts';
import { useEditorSet, useEditorValue, useReadOnly } from '../state/editor-store.tsx';
import styles from './results-tab.module.css';
import tab from './tab.module.css';
import { VariantNameForm, variantNameMessage } from './variant-name-form.tsx';
import { ActionsCell } from '../../../components/row-cells.tsx';

/**
 * Favourites: named copies of the section's parameters kept to come back to (stored in the section's
 * `favorites`, kind `favourite`), apart from the scenarios: not computed, not on the chart. Each can be loaded
 * back into the editor, compared (copied into the scenarios under the same name), renamed or deleted.
 */
export function Favourites(): ReactNode {
  const intl = useIntl();
  const favorites = useEditorValue(favoritesAtom);
  const setFavorites = useEditorSet(setFavoritesAtom);
  const keepVariant = useEditorSet(keepVariantAtom);
  const readOnly = useReadOnly();
  const replaceData = useEditorSet(replaceDataAtom);
  const favourites = useMemo(() => variantsOf(favorites, 'favourite'), [favorites]);
  const scenarioNames = useMemo(() => new Set(variantsOf(favorites, 'scenario').map((s) => s.name.trim().toLocaleLowerCase())), [favorites]);

  const rename = (from: string, to: string): string | undefined => {
    const problem = variantNameMessage(intl, variantNameProblem(favorites, 'favourite', to, from));
    if (!problem) setFavorites(renameVariant(favorites, 'favourite', from, to));
    return problem;
  };

  return (
    <section className={tab.card} aria-labelledby="favourites-title">
      <h2 id="favourites-title">{intl.formatMessage({ id: 'section.favourites.title' })}</h2>
      <VariantNameForm
        kind="favourite"
        entries={favorites}
        label={intl.formatMessage({ id: 'section.favourites.nameLabel' })}
        action={intl.formatMessage({ id: 'section.favourites.save' })}
        onAdd={(name) => keepVariant('favourite', name)}
        disabled={readOnly}
      />
      {favourites.length === 0 ? (
        <p className={tab.muted}>{intl.formatMessage({ id: 'section.favourites.empty' })}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" style={{ textAlign: 'left' }}>{intl.formatMessage({ id: 'section.favourites.name' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'field.general.layingMethod' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'section.trajectory.actions' })}</th>
              </tr>
            </thead>
            <tbody>
              {favourites.map((favourite, index) => (
                <tr key={index}>
                  <th scope="row" style={{ textAlign: 'left' }}>
                    <InlineRename name={favourite.name} disabled={readOnly} onRename={(to) => rename(favourite.name, to)} />
                  </th>
                  <td>{favourite.data.general.layingMethod ? intl.formatMessage({ id: `method.${favourite.data.general.layingMethod}` }) : '—'}</td>
                  <ActionsCell className={styles.rowButtons}>
                    <button type="button" className={tab.small} aria-label={intl.formatMessage({ id: 'section.favourites.loadItem' }, { name: favourite.name })} onClick={() => replaceData(structuredClone(favourite.data))}>
                      {intl.formatMessage({ id: 'section.scenarios.load' })}
                    </button>
                    <button
                      type="button"
                      className={tab.small}
                      disabled={scenarioNames.has(favourite.name.trim().toLocaleLowerCase())}
                      aria-label={intl.formatMessage({ id: 'section.favourites.compareItem' }, { name: favourite.name })}
                      onClick={() => setFavorites(addVariant(favorites, 'scenario', favourite.name, favourite.data))}
                    >
                      {intl.formatMessage({ id: 'section.favourites.compare' })}
                    </button>
                    <button type="button" className={tab.small} aria-label={intl.formatMessage({ id: 'projects.deleteItem' }, { name: favourite.name })} onClick={() => setFavorites(removeVariant(favorites, 'favourite', favourite.name))}>
                      {intl.formatMessage({ id: 'dialog.delete' })}
                    </button>
                  </ActionsCell>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
