import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense, type ComponentProps } from 'react';

/** The editor (Tiptap + ProseMirror, ~250 kB) loads with the first form that edits rich text. */
const Editor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

const HEIGHT = { small: '250px', medium: '500px' } as const;

type Props = ComponentProps<typeof Editor>;

/** `RichTextEditor` behind a placeholder of its own height while its chunk loads. */
export function LazyRichTextEditor(props: Props) {
  return (
    <Suspense fallback={<Skeleton height={HEIGHT[props.size ?? 'medium']} borderRadius="l2" />}>
      <Editor {...props} />
    </Suspense>
  );
}
