export const formatPercent = (percent: string): string => `${percent} %`;

/** "2030-05-01T08:00" (local at the location) → "May 1, 2030, 8:00 AM". */
export const formatLocalDateTime = (value: string): string => {
  const [date = '', time = '00:00'] = value.split('T');
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  if (!y || !m || !d) return value;
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d, hh ?? 0, mm ?? 0)));
};
