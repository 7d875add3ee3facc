import { useEffect, useMemo, useState } from 'react';
import { X } from 'lucide-react';
import { MAX_FILES_PER_FORM } from '@shared/constants';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { maxFilesMessage } from './attachment-uploader';
import { DropZone } from './drop-zone';
import { FileTypeIcon } from './file-type-icon';
import { formatFileSize, isImageType } from './format-file';
import { prepareFile } from './prepare-file';
import { useUploadProblemText } from './use-upload-problem-text';
import { useT } from '@web/lib/i18n/use-t';
import { attachmentsMessages } from './messages';

function LocalPreview({ file }: { file: File }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <img src={url} alt="" className="size-10 shrink-0 rounded-md border object-cover" />;
}

/**
 * Collects files for a record that does not exist yet (the new work order form). Files are
 * checked and compressed as they are chosen; the form sends them with `uploadFiles()` after
 * it has saved the record.
 */
export function AttachmentPicker({
  value,
  onChange,
  maxFiles = MAX_FILES_PER_FORM,
}: {
  value: File[];
  onChange: (files: File[]) => void;
  maxFiles?: number;
}) {
  const t = useT(attachmentsMessages);
  const problemText = useUploadProblemText();
  const [problems, setProblems] = useState<string[]>([]);
  const [isPreparing, setIsPreparing] = useState(false);

  const addFiles = async (files: File[]) => {
    if (files.length === 0) return;
    const room = Math.max(0, maxFiles - value.length);
    const messages = files.length > room ? [maxFilesMessage(maxFiles, t)] : [];
    setIsPreparing(true);
    const prepared = await Promise.all(files.slice(0, room).map(prepareFile));
    setIsPreparing(false);
    const accepted: File[] = [];
    for (const [index, { file, problem }] of prepared.entries()) {
      if (problem) messages.push(`${files[index]?.name ?? file.name}: ${problemText(problem)}`);
      else accepted.push(file);
    }
    setProblems(messages);
    if (accepted.length > 0) onChange([...value, ...accepted]);
  };

  const removeAt = (index: number) => {
    onChange(value.filter((_, position) => position !== index));
    setProblems([]);
  };

  return (
    <div className="grid gap-3">
      <DropZone onFiles={(files) => void addFiles(files)} maxFiles={maxFiles} disabled={isPreparing} />
      {problems.length > 0 ? (
        <Alert variant="destructive">
          <ul className="grid gap-1">
            {problems.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {value.length > 0 ? (
        <ul aria-label={t('picker.files')} className="divide-y rounded-lg border px-3">
          {value.map((file, index) => (
            <li key={`${file.name}-${file.lastModified}-${index}`} className="flex items-center gap-3 py-2">
              {isImageType(file.type) ? (
                <LocalPreview file={file} />
              ) : (
                <FileTypeIcon mimeType={file.type} className="size-10" />
              )}
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{file.name}</p>
                <p className="text-xs text-muted-foreground">{formatFileSize(file.size)}</p>
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('picker.remove', { name: file.name })}
                onClick={() => removeAt(index)}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
