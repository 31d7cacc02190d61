import '../../../../app/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { AuthContext } from '../../../../app/auth/auth-context';
import { initialAuthState } from '../../../../app/auth/auth-state';
import { NotificationsProvider } from '../../../../app/notifications';
import { LanguageAwareProviders } from '../../../../app/providers';
import { NewServiceCallPage } from '../../pages/new-service-call-page';
const products = [
  { _id: 'p1', policyNumber: '1', policyName: 'זכוכית בסיסי', policyType: 'שירות נייד', policyPrice: 1200, deductible: 300, type: 'windows', link: '' },
  { _id: 'p2', policyNumber: '2', policyName: 'פנסים פלוס', policyType: 'במוסך', policyPrice: 800, deductible: 200, type: 'lights', link: '' },
  { _id: 'p3', policyNumber: '3', policyName: 'זכוכית פרימיום', policyType: 'שירות נייד', policyPrice: 2000, deductible: 150, type: 'windows', link: '' },
];
const registryItem = (o: Record<string, unknown> = {}) => ({ _id: 'r1', mispar_rechev: '1234501', mispar_shilda: 'JD6155R0001', tozeret_nm: 'JOHN DEERE', degem_nm: '6155R', shnat_yitzur: '2019', sug_tzama_nm: 'טרקטור', ...o });
const customer = () => ({ _id: 'c1', userType: 'individual', userInformation: { name: 'דנה לוי', userId: '123456789', email: 'dana@example.com', phoneNumber: '+972501234567', address: 'הרצל 1', city: 'חיפה', country: 'ישראל', postalCode: '3100000' } });

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const two = [registryItem(), registryItem({ _id: 'x2', mispar_rechev: '999', tozeret_nm: 'NEW HOLLAND', degem_nm: 'T7' })];
window.fetch = async (input: RequestInfo | URL) => {
  const url = new URL(String(input), location.href);
  await new Promise((r) => setTimeout(r, 400));
  if (url.pathname.endsWith('fetchPolicyProducts')) return json({ policyProducts: products, total: 3, totalPages: 1 });
  if (url.pathname.endsWith('/gov/getItemByFields')) {
    const fields = url.searchParams.get('fields') ?? '';
    if (fields.includes('MANY')) return json({ items: two });
    return json({ items: [registryItem()] });
  }
  if (url.pathname.endsWith('/users/getItemByFields')) return json({ items: [customer()] });
  return json({ error: { code: 'NOT_FOUND', message: 'x' } }, 404);
};

const auth = {
  ...initialAuthState,
  isAuthenticated: true,
  userRole: 'agent' as const,
  token: 't',
  expiresAt: new Date(Date.now() + 900_000).toISOString(),
  user: { _id: 'u1', role: 'agent' as const, userType: 'individual' as const, name: 'Dana Levi', phoneNumber: '+972500000003', userId: null },
  signIn: async () => auth.user,
  signOut: async () => {},
};
const search = new URLSearchParams(location.search);
createRoot(document.getElementById('root') as HTMLElement).render(
  <QueryClientProvider client={new QueryClient()}>
    <LanguageAwareProviders>
      <NotificationsProvider>
        <MemoryRouter initialEntries={[`/x?${search.toString()}`]}>
          <AuthContext.Provider value={auth}>
            <NewServiceCallPage />
          </AuthContext.Provider>
        </MemoryRouter>
      </NotificationsProvider>
    </LanguageAwareProviders>
  </QueryClientProvider>,
);
