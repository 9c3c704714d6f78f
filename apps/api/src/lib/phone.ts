/** The phone check lives in packages/shared: the forms run the same one (SPEC.md section 5). */
export { normalisePhone } from '@courtbook/shared';
