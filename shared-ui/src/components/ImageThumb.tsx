/**
 * An uploaded image drawn small: its thumbnail (contract imageThumbnails, under the installation's style), with the
 * drawn size in `width`/`height` so nothing moves when it arrives, loaded lazily and decoded off the main thread.
 * A click (or Enter/Space) opens the original in a dialog; Escape or 关闭 closes it and the focus returns here.
 * A thumbnail that cannot be loaded (a backend that makes none but left the style on) falls back to the original.
 */
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { thumbnailOf } from 'shared-ui';

export interface PixelSize {
  width: number;
  height: number;
}

export interface ImageThumbProps {
  /** The image's own URL (what the field holds). */
  src: string;
  alt: string;
  /** The box the image is drawn within, in CSS px. */
  box: PixelSize;
  /** The image's pixel size when known (an image slot's): the drawn size keeps its aspect inside the box. */
  intrinsic?: PixelSize;
  /** `contain` (default): the whole image within the box; `cover`: the box filled, the image cropped (a portrait). */
  fit?: 'contain' | 'cover';
  /** A grid cell's roving tab index and focus (`renderCell` params), so the grid's keyboard reaches the button. */
  tabIndex?: number;
  hasFocus?: boolean;
  /** Rounded corners, in theme spacing units. */
  radius?: number;
  /** A thin frame (a form's preview, where the image may be as light as the page). */
  outlined?: boolean;
}

/** The drawn size: the box for `cover` or an unknown image; else the image's aspect within the box, never enlarged. */
export function drawnSize(box: PixelSize, intrinsic: PixelSize | undefined, fit: 'contain' | 'cover'): PixelSize {
  if (fit === 'cover' || !intrinsic || intrinsic.width <= 0 || intrinsic.height <= 0) return box;
  const scale = Math.min(1, box.width / intrinsic.width, box.height / intrinsic.height);
  return { width: Math.max(1, Math.round(intrinsic.width * scale)), height: Math.max(1, Math.round(intrinsic.height * scale)) };
}

const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

export function ImageThumb({ src, alt, box, intrinsic, fit = 'contain', tabIndex, hasFocus, radius = 0.5, outlined = false }: ImageThumbProps) {
  const [open, setOpen] = useState(false);
  // The image whose thumbnail failed: a new image gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const size = drawnSize(box, intrinsic, fit);
  const thumb = thumbnailOf(src);
  const shown = failedSrc === src ? src : thumb;

  useEffect(() => {
    if (hasFocus) button.current?.focus();
  }, [hasFocus]);

  return (
    <>
      <ButtonBase
        ref={button}
        tabIndex={tabIndex}
        aria-label={`查看大图：${alt}`}
        aria-haspopup="dialog"
        // A ripple would stay on the picture behind the open dialog; the focus ring and the hover say enough.
        disableRipple
        onClick={(event) => {
          // A grid row or a form around it must not take the click as its own.
          event.stopPropagation();
          setOpen(true);
        }}
        sx={{
          borderRadius: radius,
          overflow: 'hidden',
          verticalAlign: 'middle',
          flexShrink: 0,
          ...(outlined ? { border: 1, borderColor: 'divider' } : {}),
          '&:hover': { opacity: 0.85 },
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
        }}
      >
        <Box
          component="img"
          src={shown}
          alt={alt}
          width={size.width}
          height={size.height}
          loading="lazy"
          decoding="async"
          onError={() => {
            if (shown !== src) setFailedSrc(src);
          }}
          sx={{ display: 'block', width: size.width, height: size.height, objectFit: fit, bgcolor: 'action.hover' }}
        />
      </ButtonBase>
      {/*
        Closed, the dialog renders nothing; MUI returns the focus to the button when it closes. React events bubble
        out of a portal along the component tree: a grid cell or a form around the thumbnail must not see them.
      */}
      <Box component="span" sx={{ display: 'contents' }} onClick={stop} onKeyDown={stop}>
        <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg">
          <DialogTitle sx={{ py: 1.5 }}>{alt}</DialogTitle>
          <DialogContent sx={{ display: 'flex', justifyContent: 'center' }}>
            <Box
              component="img"
              src={src}
              alt={alt}
              data-testid="image-original"
              sx={{ display: 'block', maxWidth: '100%', maxHeight: 'calc(100vh - 200px)', objectFit: 'contain' }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} autoFocus>
              关闭
            </Button>
          </DialogActions>
        </Dialog>
      </Box>
    </>
  );
}
