// Resource amounts as a person reads them: memory and disk are stored in MB, CPU in percent of one core.
const formats = new Map<string, Intl.NumberFormat>();
const numberFormat = (language: string, options: Intl.NumberFormatOptions) => {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(language, options)));
  return format;
};

/** 512 → "512 MB", 2048 → "2 GB", 1536 → "1.5 GB". */
export function formatMegabytes(megabytes: number, language: string): string {
  if (megabytes < 1024) return numberFormat(language, { style: 'unit', unit: 'megabyte' }).format(megabytes);
  return numberFormat(language, { style: 'unit', unit: 'gigabyte', maximumFractionDigits: 1 }).format(megabytes / 1024);
}

/** 100 → "100%" (one core), 250 → "250%". */
export const formatCpu = (percent: number, language: string): string => numberFormat(language, { style: 'percent' }).format(percent / 100);
