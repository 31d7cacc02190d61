import PersonOffIcon from '@mui/icons-material/PersonOffOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { formatLocalPhone, type ManagedRole, managedRoles, type Role, type User } from '@tg/domain';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/auth-context';
import { useUsers } from '../api/use-users';

function isManagedRole(role: Role | null): role is ManagedRole {
  return (managedRoles as readonly string[]).includes(role ?? '');
}

/**
 * The signed-in person's own record, read-only (spec 1 §2: customer and storekeeper "details";
 * installers and suppliers share the storekeeper area). The server scopes the list of the caller's
 * own role to the caller, so the first page of one row is this person.
 */
export function OwnDetailsPage() {
  const { t } = useTranslation();
  const { user: me, userRole } = useAuth();
  const role = isManagedRole(userRole) ? userRole : undefined;
  const query = useUsers({ role: role ?? 'customer', page: 1, limit: 1 }, { enabled: Boolean(role && me) });
  // Only the caller's own record counts, whatever else an answer might hold.
  const record = query.data?.users.find((user) => user._id === me?._id);

  let content: ReactNode;
  if (!role || !me) content = <NotFound />;
  else if (query.isPending) content = <DetailsSkeleton />;
  else if (query.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
            data-testid="own-details-retry"
          >
            {t('customers.details.retry')}
          </Button>
        }
        data-testid="own-details-error"
      >
        {t('customers.details.loadError')}
      </Alert>
    );
  } else if (!record) content = <NotFound />;
  else content = <Details user={record} />;

  return (
    <Stack spacing={2} sx={{ maxInlineSize: 900 }}>
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {t('customers.details.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ marginBlockStart: 0.5 }}>
          {t('customers.details.readOnlyNote')}
        </Typography>
      </Box>
      {content}
    </Stack>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      sx={{ padding: { xs: 3, sm: 4 }, textAlign: 'center' }}
      data-testid="own-details-not-found"
    >
      <PersonOffIcon color="disabled" sx={{ fontSize: 48 }} />
      <Typography component="h2" variant="h6" gutterBottom>
        {t('customers.details.notFound.title')}
      </Typography>
      <Typography color="text.secondary">{t('customers.details.notFound.body')}</Typography>
    </Paper>
  );
}

function DetailsSkeleton() {
  const { t } = useTranslation();
  return (
    <Card
      variant="outlined"
      aria-busy="true"
      aria-label={t('customers.details.loading')}
      data-testid="own-details-loading"
    >
      <CardContent>
        <Skeleton width="40%" height={32} />
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} height={28} />
        ))}
      </CardContent>
    </Card>
  );
}

function Details({ user }: { user: User }) {
  const { t } = useTranslation();
  const info = user.userInformation;
  const isBusiness = user.userType === 'business';
  const isCustomer = user.role === 'customer';
  const fields: { key: string; label: string; value: string; ltr?: boolean }[] = [
    {
      key: 'name',
      label: isBusiness ? t('customers.details.fields.companyName') : t('customers.details.fields.name'),
      value: info.name,
    },
    {
      key: 'userId',
      label: isBusiness ? t('customers.details.fields.companyNumber') : t('customers.details.fields.userId'),
      value: info.userId,
      ltr: true,
    },
    {
      key: 'phoneNumber',
      label: t('customers.details.fields.phoneNumber'),
      value: info.phoneNumber ? formatLocalPhone(info.phoneNumber) : '',
      ltr: true,
    },
    { key: 'email', label: t('customers.details.fields.email'), value: info.email, ltr: true },
    { key: 'address', label: t('customers.details.fields.address'), value: info.address },
    { key: 'city', label: t('customers.details.fields.city'), value: info.city },
    { key: 'country', label: t('customers.details.fields.country'), value: info.country },
    { key: 'postalCode', label: t('customers.details.fields.postalCode'), value: info.postalCode, ltr: true },
  ];
  return (
    <Stack spacing={2} data-testid="own-details">
      <Section
        title={t('customers.details.sections.information')}
        aside={
          // Private or business matters for customers; staff-like roles are people, not accounts.
          isCustomer ? (
            <Chip
              size="small"
              label={t(`customers.userTypes.${user.userType}`)}
              data-testid="own-details-user-type"
            />
          ) : undefined
        }
      >
        <DefinitionList
          items={fields.map((field) => ({
            key: field.key,
            label: field.label,
            value: field.value,
            ltr: field.ltr,
            testId: `own-details-${field.key}`,
          }))}
        />
      </Section>
      {isCustomer ? (
        <Section title={t('customers.details.sections.machines')}>
          {user.machines.length === 0 ? (
            <EmptyNote text={t('customers.details.machines.empty')} />
          ) : (
            <List testId="own-details-machines">
              {user.machines.map((machine) => (
                <li key={`${machine.vinNumber}|${machine.tractorNumber}`}>
                  <DefinitionList
                    items={[
                      {
                        key: 'tractorNumber',
                        label: t('customers.details.machines.tractorNumber'),
                        value: machine.tractorNumber,
                        ltr: true,
                      },
                      {
                        key: 'vinNumber',
                        label: t('customers.details.machines.vinNumber'),
                        value: machine.vinNumber,
                        ltr: true,
                      },
                    ]}
                  />
                </li>
              ))}
            </List>
          )}
        </Section>
      ) : null}
      {isCustomer ? (
        <Section title={t('customers.details.sections.contacts')}>
          {user.contacts.length === 0 ? (
            <EmptyNote text={t('customers.details.contacts.empty')} />
          ) : (
            <List testId="own-details-contacts">
              {user.contacts.map((contact, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: contacts have no id and never reorder here
                <li key={index}>
                  <DefinitionList
                    items={[
                      { key: 'name', label: t('customers.details.contacts.name'), value: contact.name },
                      {
                        key: 'position',
                        label: t('customers.details.contacts.position'),
                        value: contact.position,
                      },
                      {
                        key: 'phoneNumber',
                        label: t('customers.details.contacts.phoneNumber'),
                        value: contact.phoneNumber ? formatLocalPhone(contact.phoneNumber) : '',
                        ltr: true,
                      },
                      {
                        key: 'email',
                        label: t('customers.details.contacts.email'),
                        value: contact.email,
                        ltr: true,
                      },
                    ]}
                  />
                </li>
              ))}
            </List>
          )}
        </Section>
      ) : null}
    </Stack>
  );
}

function Section({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent sx={{ padding: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, marginBlockEnd: 1.5, flexWrap: 'wrap' }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {aside}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

function List({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Box
      component="ul"
      data-testid={testId}
      sx={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: 1.5,
        '& > li + li': { borderBlockStart: 1, borderColor: 'divider', paddingBlockStart: 1.5 },
      }}
    >
      {children}
    </Box>
  );
}

function EmptyNote({ text }: { text: string }) {
  return <Typography color="text.secondary">{text}</Typography>;
}

interface DefinitionItem {
  key: string;
  label: string;
  value: string;
  ltr?: boolean;
  testId?: string;
}

/** Label and value pairs: two columns of pairs on wide screens, one under the other on phones. */
function DefinitionList({ items }: { items: readonly DefinitionItem[] }) {
  const { t } = useTranslation();
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        columnGap: 3,
        rowGap: 1.5,
        margin: 0,
      }}
    >
      {items.map((item) => (
        <Box key={item.key} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {item.label}
          </Typography>
          <Typography
            component="dd"
            sx={{ margin: 0, overflowWrap: 'anywhere' }}
            color={item.value ? undefined : 'text.secondary'}
            data-testid={item.testId}
          >
            {item.value ? (
              item.ltr ? (
                <bdi dir="ltr">{item.value}</bdi>
              ) : (
                item.value
              )
            ) : (
              t('customers.details.notSet')
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
