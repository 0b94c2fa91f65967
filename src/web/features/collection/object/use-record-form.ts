import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { fieldErrors } from '../../../lib/field-errors';

type Checked<Body> =
  | { success: true; data: Body }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } };

/**
 * The state of a dialog that records a figure (a comparable, a sale or an expert's valuation): its values
 * start from `blank()` at each opening (and when `blank` changes); submitting checks them with the API's
 * own contract and either hands the body on or says, field by field, what is wrong.
 */
export function useRecordForm<Values extends Record<string, string>, Name extends string, Body>({
  open,
  blank,
  check,
  fields,
  message,
  onSubmit,
}: {
  open: boolean;
  blank: () => Values;
  check: (values: Values) => Checked<Body>;
  fields: readonly Name[];
  message: (field: Name) => string;
  onSubmit: (body: Body) => void;
}) {
  const id = useId();
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});

  useEffect(() => {
    if (!open) return;
    setValues(blank());
    setErrors({});
  }, [open, blank]);

  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  /** What every text field of the form repeats: its id, name, value, error and change handler. */
  const field = <K extends keyof Values & Name>(key: K) => ({
    id: `${id}-${key}`,
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(key)(e.target.value as Values[K]),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = check(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, fields, message));
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  }

  return { values, set, field, submit };
}
