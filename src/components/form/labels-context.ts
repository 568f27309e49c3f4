import { createContext } from 'react';
import type { FieldLabels } from './messages';

/** The form's field labels (FormShell provides them), so a field's error reads as the summary's. */
export const FieldLabelsContext = createContext<FieldLabels>({});
