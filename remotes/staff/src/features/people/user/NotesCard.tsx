import { useState, type FormEvent } from 'react';
import type { ItemNote } from '@panel/api/contract';
import { Alert, apiErrorMessage, Button, Card, ConfirmDialog, DateTime, EmptyState, Loadable, Modal, Textarea, toast, useSingleFlight } from '@panel/ui';
import { useCollectionPage, useCollectionWrites, useRecord } from '../../../api/collection';
import { useStaffKitT } from '../../../messages/staff-kit';
import { useStaffUsersT } from '../../../messages/staff-users';

const NOTES_SHOWN = 100;

/** Private staff notes on a user: newest first, each with its author and date; add, edit, remove. */
export function NotesCard({ userId }: { userId: string }) {
  const t = useStaffUsersT();
  const notes = useCollectionPage('itemNotes', { page: 1, pageSize: NOTES_SHOWN, search: '', where: [`item:${userId}`], order: { id: 'date', desc: true } });
  return (
    <Card title={t('userNotes')}>
      <p className="people-muted">{t('userNotesHint')}</p>
      <NoteComposer userId={userId} />
      <Loadable state={notes.error ? 'error' : notes.data ? 'success' : 'loading'} onRetry={() => void notes.mutate()}>
        {notes.data &&
          (notes.data.result.length === 0 ? (
            <EmptyState title={t('userNotesNone')} />
          ) : (
            <ul className="people-list" aria-label={t('userNotes')}>
              {notes.data.result.map((note) => (
                <NoteItem key={note._id} note={note} />
              ))}
            </ul>
          ))}
      </Loadable>
    </Card>
  );
}

function NoteComposer({ userId }: { userId: string }) {
  const t = useStaffUsersT();
  const { create } = useCollectionWrites('itemNotes');
  const [content, setContent] = useState('');
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const problem = content.trim() === '' ? t('userNoteNeeded') : undefined;
  const add = useSingleFlight(async () => {
    setRefusal(null);
    try {
      await create({ item: userId, content: content.trim() });
    } catch (error) {
      setRefusal(apiErrorMessage(error));
      return;
    }
    setContent('');
    setTried(false);
    toast.success(t('userNoteAdded'));
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!problem) void add.run();
  };
  return (
    <form className="people-form" onSubmit={onSubmit} noValidate>
      <Textarea label={t('userNote')} value={content} onChange={(event) => setContent(event.target.value)} error={tried ? problem : undefined} rows={3} />
      {refusal && (
        <Alert tone="danger" role="alert">
          <p>{refusal}</p>
        </Alert>
      )}
      <div>
        <Button type="submit" loading={add.pending}>
          {t('userAddNote')}
        </Button>
      </div>
    </form>
  );
}

function NoteItem({ note }: { note: ItemNote }) {
  const t = useStaffUsersT();
  const kit = useStaffKitT();
  const author = useRecord('users', note.author);
  const { edit, remove } = useCollectionWrites('itemNotes');
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [content, setContent] = useState(note.content);
  const [refusal, setRefusal] = useState<string | null>(null);
  const problem = content.trim() === '' ? t('userNoteNeeded') : undefined;

  const save = useSingleFlight(async () => {
    setRefusal(null);
    try {
      await edit(note._id, { content: content.trim() });
    } catch (error) {
      setRefusal(apiErrorMessage(error));
      return;
    }
    setEditing(false);
    toast.success(t('userNoteSaved'));
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!problem) void save.run();
  };
  const formId = `people-note-${note._id}`;
  return (
    <li className="people-note">
      <p className="people-note-text">{note.content}</p>
      <p className="people-muted">
        {t('userNoteBy', { author: author.data?.username ?? note.author })} · <DateTime value={note.date} />
      </p>
      <div className="people-row-actions">
        <Button size="sm" variant="secondary" onClick={() => { setContent(note.content); setEditing(true); }}>
          {t('userEditNote')}
        </Button>
        <Button size="sm" variant="danger" onClick={() => setDeleting(true)}>
          {t('userDeleteNote')}
        </Button>
      </div>
      <Modal
        open={editing}
        onOpenChange={setEditing}
        title={t('userEditNoteTitle')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setEditing(false)}>
              {t('userCancel')}
            </Button>
            <Button type="submit" form={formId} loading={save.pending}>
              {kit('kitSave')}
            </Button>
          </>
        }
      >
        <form id={formId} className="people-form" onSubmit={onSubmit} noValidate>
          <Textarea label={t('userNote')} value={content} onChange={(event) => setContent(event.target.value)} error={problem} rows={4} />
          {refusal && (
            <Alert tone="danger" role="alert">
              <p>{refusal}</p>
            </Alert>
          )}
        </form>
      </Modal>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('userDeleteNoteTitle')}
        confirmLabel={t('userDeleteNote')}
        destructive
        onConfirm={async () => {
          try {
            await remove(note._id);
          } catch (error) {
            toast.error(apiErrorMessage(error));
            return false;
          }
          toast.success(t('userNoteDeleted'));
          return true;
        }}
      >
        <p>{note.content}</p>
      </ConfirmDialog>
    </li>
  );
}
