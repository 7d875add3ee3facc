import { useEffect, useMemo, useRef, useState } from 'react';
import { Camera, X } from 'lucide-react';
import { REQUEST_MAX_PHOTOS } from '@shared/constants';
import { prepareFile } from '@web/components/attachments/prepare-file';
import { useUploadProblemText } from '@web/components/attachments/use-upload-problem-text';
import { Button } from '@web/components/ui/button';
import { useT } from '@web/lib/i18n/use-t';
import { portalMessages } from '../messages';

/** Photos only: what a phone's camera gives (Safari hands HEIC over as JPEG for this list). */
const PHOTO_TYPES = 'image/jpeg,image/png';

function Thumbnail({ file, index, onRemove }: { file: File; index: number; onRemove: () => void }) {
  const t = useT(portalMessages);
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <li className="relative">
      <img
        src={url}
        alt={t('photos.photo', { number: index + 1 })}
        className="size-20 rounded-md border object-cover"
      />
      <Button
        type="button"
        variant="secondary"
        size="icon"
        className="absolute -top-2 -right-2 size-8 rounded-full shadow touch:size-8"
        aria-label={t('photos.remove', { number: index + 1 })}
        onClick={onRemove}
      >
        <X aria-hidden />
      </Button>
    </li>
  );
}

/**
 * Up to three photos, compressed on the phone as every attachment is (prepare-file.ts), shown
 * as thumbnails that can be removed one by one.
 */
export function PhotoPicker({
  value,
  onChange,
  disabled = false,
}: {
  value: readonly File[];
  onChange: (photos: File[]) => void;
  disabled?: boolean;
}) {
  const t = useT(portalMessages);
  const problemText = useUploadProblemText();
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [isPreparing, setIsPreparing] = useState(false);
  const room = REQUEST_MAX_PHOTOS - value.length;

  const add = async (chosen: File[]) => {
    if (chosen.length === 0) return;
    const messages = chosen.length > room ? [t('photos.tooMany', { max: REQUEST_MAX_PHOTOS })] : [];
    setIsPreparing(true);
    const prepared = await Promise.all(chosen.slice(0, room).map(prepareFile));
    setIsPreparing(false);
    const accepted: File[] = [];
    for (const { file, problem } of prepared) {
      if (problem) messages.push(`${file.name}: ${problemText(problem)}`);
      else accepted.push(file);
    }
    setProblems(messages);
    if (accepted.length > 0) onChange([...value, ...accepted]);
  };

  return (
    <div className="grid gap-3">
      {value.length > 0 ? (
        <ul aria-label={t('photos.chosen')} className="flex flex-wrap gap-4 pt-2">
          {value.map((file, index) => (
            <Thumbnail
              key={`${file.name}-${file.lastModified}-${index}`}
              file={file}
              index={index}
              onRemove={() => {
                setProblems([]);
                onChange(value.filter((_, position) => position !== index));
              }}
            />
          ))}
        </ul>
      ) : null}
      {room > 0 ? (
        <div>
          <Button
            type="button"
            variant="outline"
            disabled={disabled || isPreparing}
            onClick={() => input.current?.click()}
          >
            <Camera aria-hidden />
            {isPreparing
              ? t('photos.preparing')
              : value.length === 0
                ? t('photos.add')
                : t('photos.addAnother')}
          </Button>
          <input
            ref={input}
            type="file"
            accept={PHOTO_TYPES}
            multiple
            hidden
            aria-label={t('photos.label')}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              // Choosing the same photo again after removing it must fire a change.
              event.target.value = '';
              void add(files);
            }}
          />
        </div>
      ) : null}
      {problems.length > 0 ? (
        <ul role="alert" className="grid gap-1 text-sm font-medium text-destructive">
          {problems.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
