import { useEffect } from 'react';

/** Sets the page's title and meta description (docs/product-rules.md: each public page sets its own). */
export function usePageMeta(title: string, description: string) {
  useEffect(() => {
    document.title = `${title} | Hearth`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
