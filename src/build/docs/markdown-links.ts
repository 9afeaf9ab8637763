// The links and heading anchors of our Markdown pages, as GitHub and the docs renderer name them.

/** GitHub's anchor of a heading: lower case, punctuation dropped (hyphens kept), spaces → hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .replace(/<[^>]*>/g, (tag) => tag.slice(1, -1))
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

/** The anchors of a page's headings (a repeated heading gets -1, -2 … as on GitHub). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, text] of withoutCode(markdown).matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = headingSlug(text!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The targets of a page's Markdown links, outside code blocks and code spans. */
export function linkTargets(markdown: string): string[] {
  return [...withoutCode(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]!);
}

function withoutCode(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, (span) => span.replace(/[[\]()#]/g, ' '));
}
