import type { SchemaForm } from '../../../kit/form-validation.ts';
import type { signInExperienceFormGuard } from '../sign-in-experience-form.ts';

/** The editor's one form, shared by its tabs (unsaved changes survive switching tabs). */
export type EditorForm = SchemaForm<typeof signInExperienceFormGuard>;
