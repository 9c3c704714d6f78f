import { BRAND_NAME } from '../config/env';

/** React 19 hoists <title> into <head>. */
export function PageTitle({ title }: { title: string }) {
  return <title>{title === BRAND_NAME ? title : `${title} · ${BRAND_NAME}`}</title>;
}
