import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import MicNoneOutlined from '@mui/icons-material/MicNoneOutlined';
import { MAX_DISCUSSION_TEXT } from '@shared/discussion/discussion-limits';
import type { DiscussionFileKind } from '@shared/discussion/discussion-views';
import { MessageComposer } from '@/components/ui/message-composer';
import { useTranslation } from 'react-i18next';

export interface FileDraft {
  key: string;
  name: string;
  kind: DiscussionFileKind;
  status: 'uploading' | 'ready';
}

interface DiscussionComposerProps {
  text: string;
  onTextChange: (text: string) => void;
  files: readonly FileDraft[];
  onAddFiles: (files: File[], kind: DiscussionFileKind) => void;
  onRemoveFile: (key: string) => void;
  onSubmit: () => void;
  /** Why sending is not possible right now, or null. */
  blockedReason: string | null;
}

/** The discussion's input: files, a voice note from the mic, the message box ('Message') and Send. */
export function DiscussionComposer({ files, onAddFiles, onRemoveFile, ...rest }: DiscussionComposerProps) {
  const { t } = useTranslation('discussion');
  return (
    <MessageComposer
      {...rest}
      formLabel={t('composer.formLabel')}
      placeholder={t('composer.placeholder')}
      maxLength={MAX_DISCUSSION_TEXT}
      lengthLabels={{ counter: (values) => t('composer.counter', values), tooLong: (values) => t('composer.tooLong', values) }}
      fileInputTestId="discussion-file-input"
      voiceLabels={{ record: t('composer.record'), tooltip: t('composer.recordTooltip') }}
      drafts={files.map((f) => ({
        key: f.key,
        label: f.kind === 'voice' ? t('composer.voiceNote') : f.name,
        title: f.name,
        icon:
          f.kind === 'voice' ? <MicNoneOutlined fontSize="small" aria-hidden /> : <InsertDriveFileOutlined fontSize="small" aria-hidden />,
        uploading: f.status === 'uploading',
      }))}
      onAddFiles={(picked, source) => onAddFiles(picked, source === 'voice' ? 'voice' : 'file')}
      onRemoveDraft={onRemoveFile}
    />
  );
}
