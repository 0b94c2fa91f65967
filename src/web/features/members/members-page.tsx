import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DoorOpen, FolderHeart, MailPlus, Mails, Users } from 'lucide-react';
import type {
  CollectionRole,
  CreateInvitationBody,
  Invitation,
  Member,
} from '../../../contracts/collections';
import {
  useCreateInvitation,
  useCurrentCollection,
  useLeaveCollection,
  useMembers,
  useRemoveMember,
  useRevokeInvitation,
  useUpdateCollection,
  useUpdateMember,
} from '../../api/collections';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Spinner } from '../../components/ui/spinner';
import { collectionLabel } from '../../lib/collection-name';
import { showErrorToast } from '../../lib/error-catalogue';
import { useTranslation } from '../../lib/i18n';
import { showToast } from '../../lib/toast';
import { CollectionSettings } from './components/collection-settings';
import { InvitationsList } from './components/invitations-list';
import { InviteForm } from './components/invite-form';
import { MembersList } from './components/members-list';

function Section({
  id,
  icon,
  title,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-border bg-surface p-5">
      <h2 id={id} className="mb-3 flex items-center gap-2 text-base font-semibold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /settings/members (decision 037): the current collection's members and roles, its invitations and
 * settings for owners, and the way out for a member of someone else's collection.
 */
export default function MembersPage() {
  const { t } = useTranslation('members');
  const navigate = useNavigate();
  const collection = useCurrentCollection();
  const members = useMembers();
  const updateCollection = useUpdateCollection();
  const updateMember = useUpdateMember();
  const removeMember = useRemoveMember();
  const invite = useCreateInvitation();
  const revoke = useRevokeInvitation();
  const leave = useLeaveCollection();
  const [removing, setRemoving] = useState<Member | null>(null);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const [leaving, setLeaving] = useState(false);

  const current = collection.data;
  const currentName = current ? collectionLabel(t, current) : '';
  const owner = current?.role === 'owner';
  const busyUserId = updateMember.isPending
    ? updateMember.variables.userId
    : removeMember.isPending
      ? removeMember.variables
      : null;

  function changeRole(member: Member, role: CollectionRole) {
    updateMember.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () =>
          showToast({
            title: t('list.roleChanged'),
            description: t('list.roleChangedText', { name: member.name, role: t(`roles.${role}`) }),
            variant: 'success',
          }),
        onError: (error) =>
          showErrorToast(t, t('list.roleFailed'), error, t('common:errors.operationFailed.message')),
      },
    );
  }

  function confirmRemove() {
    if (!removing) return;
    const member = removing;
    removeMember.mutate(member.userId, {
      onSuccess: () => {
        showToast({ title: t('list.removed'), description: member.name, variant: 'success' });
        setRemoving(null);
      },
      onError: (error) => {
        setRemoving(null);
        showErrorToast(t, t('list.removeFailed'), error, t('common:errors.operationFailed.message'));
      },
    });
  }

  function sendInvitation(body: CreateInvitationBody): Promise<boolean> {
    return invite.mutateAsync(body).then(
      () => {
        showToast({
          title: t('invite.sent'),
          description: t('invite.sentText', { email: body.email }),
          variant: 'success',
        });
        return true;
      },
      (error: unknown) => {
        showErrorToast(t, t('invite.failed'), error, t('common:errors.operationFailed.message'));
        return false;
      },
    );
  }

  function confirmRevoke() {
    if (!revoking) return;
    const invitation = revoking;
    revoke.mutate(invitation.id, {
      onSuccess: () => {
        showToast({ title: t('invitations.revoked'), description: invitation.email, variant: 'success' });
        setRevoking(null);
      },
      onError: (error) => {
        setRevoking(null);
        showErrorToast(t, t('invitations.revokeFailed'), error, t('common:errors.operationFailed.message'));
      },
    });
  }

  function confirmLeave() {
    leave.mutate(undefined, {
      onSuccess: () => {
        showToast({ title: t('leave.left'), description: currentName, variant: 'success' });
        navigate('/dashboard', { replace: true });
      },
      onError: (error) => {
        setLeaving(false);
        showErrorToast(t, t('leave.failed'), error, t('common:errors.operationFailed.message'));
      },
    });
  }

  return (
    <div className="pb-6">
      <PageHeader
        title={t('title')}
        back={{ to: '/settings', label: t('back') }}
        subtitle={current ? t('subtitle', { name: currentName }) : undefined}
      />
      {collection.isPending ? (
        <Spinner label={t('common:status.loading')} />
      ) : !current ? (
        <LoadError
          message={t('list.loadFailed')}
          onRetry={() => void collection.refetch()}
          retrying={collection.isFetching}
        />
      ) : (
        <div className="space-y-3">
          <Section
            id="collection-settings"
            icon={<FolderHeart size={20} aria-hidden className="text-accent" />}
            title={t('settings.title')}
          >
            <CollectionSettings
              key={`${current.id}-${current.name}`}
              collection={current}
              pending={updateCollection.isPending}
              onSave={(body) =>
                updateCollection.mutate(body, {
                  onSuccess: () => showToast({ title: t('settings.saved'), variant: 'success' }),
                  onError: (error) =>
                    showErrorToast(
                      t,
                      t('settings.failed'),
                      error,
                      t('common:errors.operationFailed.message'),
                    ),
                })
              }
            />
          </Section>
          <Section
            id="members-list"
            icon={<Users size={20} aria-hidden className="text-accent" />}
            title={t('list.title')}
          >
            {members.isPending ? (
              <Spinner label={t('common:status.loading')} />
            ) : !members.data ? (
              <LoadError
                message={t('list.loadFailed')}
                onRetry={() => void members.refetch()}
                retrying={members.isFetching}
              />
            ) : (
              <MembersList
                members={members.data.members}
                readerIsOwner={owner}
                busyUserId={busyUserId}
                onRoleChange={changeRole}
                onRemove={setRemoving}
              />
            )}
          </Section>
          {owner && (
            <>
              <Section
                id="members-invite"
                icon={<MailPlus size={20} aria-hidden className="text-accent" />}
                title={t('invite.title')}
              >
                <InviteForm pending={invite.isPending} onInvite={sendInvitation} />
              </Section>
              {members.data && (
                <Section
                  id="members-invitations"
                  icon={<Mails size={20} aria-hidden className="text-accent" />}
                  title={t('invitations.title')}
                >
                  <InvitationsList invitations={members.data.invitations} onRevoke={setRevoking} />
                </Section>
              )}
            </>
          )}
          {!current.own && (
            <section className="rounded-2xl border border-danger/40 bg-surface p-5">
              <p className="mb-3 text-sm text-muted">{t('leave.hint', { name: currentName })}</p>
              <Button
                variant="destructive"
                className="w-full"
                data-testid="leave-collection"
                onClick={() => setLeaving(true)}
              >
                <DoorOpen size={18} aria-hidden />
                {t('leave.button')}
              </Button>
            </section>
          )}
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('list.removeTitle')}
        description={t('list.removeText', { name: removing?.name ?? '' })}
        closeLabel={t('dialog.close')}
        cancelLabel={t('dialog.cancel')}
        confirmLabel={t('list.remove')}
        variant="destructive"
        pending={removeMember.isPending}
        onConfirm={confirmRemove}
      />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('invitations.revokeTitle')}
        description={t('invitations.revokeText', { email: revoking?.email ?? '' })}
        closeLabel={t('dialog.close')}
        cancelLabel={t('dialog.cancel')}
        confirmLabel={t('invitations.revoke')}
        variant="destructive"
        pending={revoke.isPending}
        onConfirm={confirmRevoke}
      />
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title={t('leave.confirmTitle', { name: currentName })}
        description={t('leave.hint', { name: currentName })}
        closeLabel={t('dialog.close')}
        cancelLabel={t('dialog.cancel')}
        confirmLabel={t('leave.confirm')}
        variant="destructive"
        pending={leave.isPending}
        onConfirm={confirmLeave}
      />
    </div>
  );
}
