import { File, FileAudio, FileImage, FileText, FileVideo } from 'lucide-react';
import { cn } from '@web/lib/cn';

function KindIcon({ mimeType }: { mimeType: string }) {
  const className = 'size-5';
  if (mimeType.startsWith('image/')) return <FileImage className={className} />;
  if (mimeType.startsWith('audio/')) return <FileAudio className={className} />;
  if (mimeType.startsWith('video/')) return <FileVideo className={className} />;
  if (mimeType === 'application/pdf' || mimeType.includes('word')) return <FileText className={className} />;
  return <File className={className} />;
}

/** A tile with the icon of the file's kind, where a thumbnail is not available. */
export function FileTypeIcon({ mimeType, className }: { mimeType: string; className?: string }) {
  return (
    <div
      aria-hidden
      className={cn(
        'flex size-12 shrink-0 items-center justify-center rounded-md border bg-muted text-muted-foreground',
        className,
      )}
    >
      <KindIcon mimeType={mimeType} />
    </div>
  );
}
