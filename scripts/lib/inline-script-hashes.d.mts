export function inlineScriptHashes(html: string, file?: string): string[];
