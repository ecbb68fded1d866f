import { mergeAttributes, Node } from '@tiptap/react';

// An image in an article (issue 14): a <figure> holding one of the portal's own images and an
// optional caption. The server rebuilds the <img> (srcset, sizes, loading) on save, so the editor
// keeps only what it needs: the address, the size and the words.

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    figure: {
      insertFigure: (attrs: { src: string; width: number; height: number; alt: string; caption: string }) => ReturnType;
    };
  }
}

export const Figure = Node.create({
  name: 'figure',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, width: { default: null }, height: { default: null }, alt: { default: '' }, caption: { default: '' } };
  },
  parseHTML() {
    const fromImg = (img: HTMLImageElement | null, caption: string) =>
      img?.getAttribute('src')
        ? {
            src: img.getAttribute('src'),
            width: Number(img.getAttribute('width')) || null,
            height: Number(img.getAttribute('height')) || null,
            alt: img.getAttribute('alt') ?? '',
            caption,
          }
        : false;
    return [
      { tag: 'figure', getAttrs: (el) => fromImg(el.querySelector('img'), el.querySelector('figcaption')?.textContent ?? '') },
      { tag: 'img[src]', getAttrs: (el) => fromImg(el as HTMLImageElement, '') },
    ];
  },
  renderHTML({ node }) {
    const { src, width, height, alt, caption } = node.attrs as { src: string; width: number; height: number; alt: string; caption: string };
    const img = ['img', mergeAttributes({ src, width, height, alt })] as const;
    return caption ? ['figure', {}, img, ['figcaption', {}, caption]] : ['figure', {}, img];
  },
  addCommands() {
    return {
      insertFigure:
        (attrs) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs }),
    };
  },
});
