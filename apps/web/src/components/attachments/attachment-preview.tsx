import {
  IMAGE_ZOOM_MAX,
  IMAGE_ZOOM_MIN,
  attachmentKind,
  rotateClockwise,
  stepZoom,
  type Attachment,
} from '@fokus/core';
import { Download, RotateCw, ZoomIn, ZoomOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

export interface AttachmentPreviewProps {
  /** The file shown; null closes the modal. */
  attachment: Attachment | null;
  onClose: () => void;
}

/**
 * The preview modal (spec §2): an image with zoom from 25 % to 300 % in steps of 0.25 and rotation by
 * 90°, 'Unable to load image' when it does not load; video and audio play; any other type shows
 * 'Preview not available' with 'Download File'.
 */
export function AttachmentPreview({ attachment, onClose }: AttachmentPreviewProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={attachment !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('attachments.previewTitle')}
      description={attachment?.name ?? ''}
      closeLabel={t('attachments.close')}
      className="max-w-3xl"
    >
      {attachment && <PreviewBody key={attachment.id} attachment={attachment} />}
    </Modal>
  );
}

function DownloadLink({ attachment }: { attachment: Attachment }) {
  const { t } = useTranslation();
  return (
    <Button asChild variant="outline" className="justify-self-start">
      <a href={attachment.url} download={attachment.name}>
        <Download aria-hidden="true" />
        {t('attachments.downloadFile')}
      </a>
    </Button>
  );
}

/** The body for one file; keyed by the file, so zoom, rotation and a load failure reset per file. */
export function PreviewBody({ attachment }: { attachment: Attachment }) {
  const { t } = useTranslation();
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [failed, setFailed] = useState(false);
  const kind = attachmentKind(attachment.type, attachment.name);

  if (kind === 'video' || kind === 'audio') {
    return (
      <div className="grid gap-3">
        {kind === 'video' ? (
          <video controls src={attachment.url} className="max-h-[60dvh] w-full" />
        ) : (
          <audio controls src={attachment.url} className="w-full" />
        )}
        <DownloadLink attachment={attachment} />
      </div>
    );
  }
  if (kind !== 'image')
    return (
      <div className="grid justify-items-center gap-3 py-6 text-center">
        <p className="font-medium">{t('attachments.notAvailable')}</p>
        <DownloadLink attachment={attachment} />
      </div>
    );
  const percent = Math.round(zoom * 100);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label={t('attachments.zoomOut')}
          disabled={failed || zoom <= IMAGE_ZOOM_MIN}
          onClick={() => setZoom((value) => stepZoom(value, -1))}
        >
          <ZoomOut aria-hidden="true" />
        </Button>
        <output aria-live="polite" className="min-w-16 text-center text-sm tabular-nums">
          {t('attachments.zoom', { percent })}
        </output>
        <Button
          variant="outline"
          size="icon"
          aria-label={t('attachments.zoomIn')}
          disabled={failed || zoom >= IMAGE_ZOOM_MAX}
          onClick={() => setZoom((value) => stepZoom(value, 1))}
        >
          <ZoomIn aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={t('attachments.rotate')}
          disabled={failed}
          onClick={() => setRotation(rotateClockwise)}
        >
          <RotateCw aria-hidden="true" />
        </Button>
      </div>
      {/* Zoomed in, the image scrolls: focusable, so the keyboard can scroll it too. */}
      <div
        role="region"
        aria-label={attachment.name}
        tabIndex={0}
        className="grid max-h-[60dvh] place-items-center overflow-auto rounded-lg bg-muted p-2 focus-visible:outline-2 focus-visible:outline-ring"
      >
        {failed ? (
          <div role="alert" className="grid justify-items-center gap-3 py-6">
            <p className="font-medium">{t('attachments.imageFailed')}</p>
            <DownloadLink attachment={attachment} />
          </div>
        ) : (
          <img
            src={attachment.url}
            alt={attachment.name}
            data-zoom={zoom}
            data-rotation={rotation}
            onError={() => setFailed(true)}
            style={{ transform: `scale(${zoom}) rotate(${rotation}deg)` }}
            className="max-w-full origin-center transition-transform"
          />
        )}
      </div>
    </div>
  );
}
