// The 'New section' dialog: its name and what it starts from (blank, pulling, jetting or water push-pull template).
import { TEMPLATES, type TemplateName } from '@cla/domain';
import { useState, type ReactNode } from 'react';
import { Modal, SubmitFooter } from '../../components/dialog.tsx';
import { SelectField } from '../../components/form.tsx';
import { NameField } from '../../components/name-field.tsx';
import { useIntl } from '../../lib/intl.tsx';

/** What a new section starts from: empty, or one of the domain's templates. */
export type SectionStart = 'blank' | TemplateName;

export interface NewSectionDialogProps {
  onCreate: (name: string, start: SectionStart) => void;
  onCancel: () => void;
}

/** Asks for the new section's name and what it starts from (blank, pulling, jetting, water push-pull). */
export function NewSectionDialog({ onCreate, onCancel }: NewSectionDialogProps): ReactNode {
  const intl = useIntl();
  const [name, setName] = useState('');
  const [start, setStart] = useState<SectionStart>('blank');
  const [touched, setTouched] = useState(false);
  const starts: SectionStart[] = ['blank', ...(Object.keys(TEMPLATES) as TemplateName[])];
  return (
    <Modal
      title={intl.formatMessage({ id: 'project.sections.new' })}
      onClose={onCancel}
      onSubmit={() => {
        setTouched(true);
        if (name.trim() !== '') onCreate(name.trim(), start);
      }}
      footer={<SubmitFooter cancelLabel={intl.formatMessage({ id: 'dialog.cancel' })} submitLabel={intl.formatMessage({ id: 'dialog.create' })} onCancel={onCancel} />}
    >
      <NameField value={name} touched={touched} onChange={setName} />
      <SelectField
        label={intl.formatMessage({ id: 'project.sections.start' })}
        value={start}
        options={starts.map((value) => ({ value, label: intl.formatMessage({ id: `project.sections.start.${value}` }) }))}
        onChange={(value) => setStart(value as SectionStart)}
      />
    </Modal>
  );
}
