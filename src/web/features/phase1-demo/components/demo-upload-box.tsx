import { useRef, useState, type DragEvent } from 'react';
import { Upload } from 'lucide-react';
import { MAX_UPLOAD_SIZE_TEXT, SUPPORTED_UPLOAD_TYPES, UPLOAD_ACCEPT } from '@shared/attachment-rules';
import { DEMO_UPLOAD_MAX_FILES, LOOSE_ATTACHMENT_DAYS } from '@shared/constants';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { phase1DemoMessages } from '../messages';
import { DemoUploadRow } from './demo-upload-row';
import { useDemoUploads } from './use-demo-uploads';

/**
 * The operations spec's upload widget (§5): drag files in or choose them, each sent at once
 * with real progress. `maxFiles` is 10 by the spec, 5 in the demo (§9). Size and kinds are those
 * of every upload, so the box never states a limit the server does not keep (issue 22).
 */
export function DemoUploadBox({ maxFiles = DEMO_UPLOAD_MAX_FILES }: { maxFiles?: number }) {
  const t = useT(phase1DemoMessages);
  const { items, limitMessage, addFiles, remove, retry } = useDemoUploads(maxFiles);
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);
  const counted = items.filter((item) => item.status !== 'error').length;

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    addFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Upload className="size-4 text-primary" aria-hidden />
          {t('upload.title')}
        </CardTitle>
        <CardDescription>{t('upload.description', { days: LOOSE_ATTACHMENT_DAYS })}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setIsDragging(true);
          }}
          onDragLeave={() => setIsDragging(false)}
          onDrop={handleDrop}
          className={cn(
            'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors',
            isDragging ? 'border-primary bg-primary/5' : 'border-border bg-muted/30',
          )}
        >
          <div className="flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Upload className="size-5" aria-hidden />
          </div>
          <div className="text-sm">
            <p className="font-medium">
              <span className="touch:hidden">{t('upload.dragHere')}</span>
              <span className="hidden touch:inline">{t('upload.choosePhotos')}</span>
            </p>
            <p className="mt-0.5 text-xs text-muted-foreground">
              {t('upload.rules', {
                types: SUPPORTED_UPLOAD_TYPES,
                size: MAX_UPLOAD_SIZE_TEXT,
                max: String(maxFiles),
              })}
            </p>
          </div>
          <Button variant="outline" onClick={() => inputRef.current?.click()} className="w-full sm:w-auto">
            <Upload aria-hidden />
            {t('upload.chooseFiles')}
          </Button>
          <input
            ref={inputRef}
            type="file"
            multiple
            hidden
            accept={UPLOAD_ACCEPT}
            aria-label={t('upload.chooseFiles')}
            tabIndex={-1}
            onChange={(event) => {
              addFiles(Array.from(event.target.files ?? []));
              // Choosing the same file again after removing it must still fire a change.
              event.target.value = '';
            }}
          />
        </div>
        {limitMessage ? <Alert variant="destructive">{limitMessage}</Alert> : null}
        {items.length > 0 ? (
          <div>
            <p className="text-xs text-muted-foreground">
              {t('upload.count', { counted: String(counted), max: String(maxFiles) })}
            </p>
            <ul aria-label={t('upload.listLabel')} className="divide-y">
              {items.map((item) => (
                <DemoUploadRow key={item.key} item={item} onRetry={retry} onRemove={remove} />
              ))}
            </ul>
          </div>
        ) : null}
        <p className="text-xs text-muted-foreground">{t('upload.lastWord')}</p>
      </CardContent>
    </Card>
  );
}
