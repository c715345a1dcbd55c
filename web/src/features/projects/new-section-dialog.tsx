import { TEMPLATES, type TemplateName } from '@cla/domain';
import { useState, type ReactNode } from 'react';
import { Modal } from '../../components/dialog.tsx';
import { Button, SelectField, TextField } from '../../components/form.tsx';
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
      footer={
        <>
          <Button onClick={onCancel}>{intl.formatMessage({ id: 'dialog.cancel' })}</Button>
          <Button type="submit" variant="primary">
            {intl.formatMessage({ id: 'dialog.create' })}
          </Button>
        </>
      }
    >
      <TextField
        label={intl.formatMessage({ id: 'projects.name' })}
        value={name}
        maxLength={200}
        autoFocus
        error={touched && name.trim() === '' ? intl.formatMessage({ id: 'account.error.required' }) : undefined}
        onChange={(event) => setName(event.target.value)}
      />
      <SelectField
        label={intl.formatMessage({ id: 'project.sections.start' })}
        value={start}
        options={starts.map((value) => ({ value, label: intl.formatMessage({ id: `project.sections.start.${value}` }) }))}
        onChange={(value) => setStart(value as SectionStart)}
      />
    </Modal>
  );
}
