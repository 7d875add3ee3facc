import { useRef, useState, type DragEvent } from 'react';
import { Upload } from 'lucide-react';
import { MAX_UPLOAD_BYTES } from '@shared/constants';
import { ALLOWED_UPLOAD_TYPES, UPLOAD_ACCEPT } from '@shared/attachment-rules';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { attachmentsMessages } from './messages';

const TYPES_HINT = Object.values(ALLOWED_UPLOAD_TYPES).join(', ');
const SIZE_HINT = `${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`;

/**
 * Drag files onto it, or use the button (the only way on a phone, where it opens the camera
 * or the photo library). The file input itself stays out of the tab order: the button is the control.
 */
export function DropZone({
  onFiles,
  maxFiles,
  disabled = false,
  label,
}: {
  onFiles: (files: File[]) => void;
  maxFiles: number;
  disabled?: boolean;
  label?: string;
}) {
  const t = useT(attachmentsMessages);
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setIsDragging(true);
      }}
      onDragLeave={() => setIsDragging(false)}
      onDrop={handleDrop}
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-5 text-center transition-colors sm:flex-row sm:text-left',
        isDragging ? 'border-primary bg-primary/5' : 'border-border bg-muted/30',
        disabled && 'opacity-60',
      )}
    >
      <div className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary sm:flex">
        <Upload className="size-5" aria-hidden />
      </div>
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium">
          <span className="touch:hidden">{t('drop.drag')}</span>
          <span className="hidden touch:inline">{t('drop.attach')}</span>
        </p>
        <p className="mt-0.5 text-xs text-muted-foreground">
          {t('drop.limits', { types: TYPES_HINT, size: SIZE_HINT, max: maxFiles })}
        </p>
      </div>
      <Button
        variant="outline"
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
        className="w-full sm:w-auto"
      >
        <Upload aria-hidden />
        {label ?? t('drop.add')}
      </Button>
      <input
        ref={inputRef}
        type="file"
        multiple
        hidden
        accept={UPLOAD_ACCEPT}
        aria-label={label ?? t('drop.add')}
        tabIndex={-1}
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          // The same file chosen again after removing it must still fire a change.
          event.target.value = '';
        }}
      />
    </div>
  );
}
