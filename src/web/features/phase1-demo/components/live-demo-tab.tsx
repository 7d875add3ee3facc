import { DEMO_UPLOAD_FILES_SHOWN } from '@shared/constants';
import { DemoUploadBox } from './demo-upload-box';
import { RealtimePanel } from './realtime-panel';

/** The two things to try: notifications over the socket, and uploads with real progress. */
export function LiveDemoTab() {
  return (
    <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
      <RealtimePanel />
      <DemoUploadBox maxFiles={DEMO_UPLOAD_FILES_SHOWN} />
    </div>
  );
}
