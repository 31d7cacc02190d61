import { newsContracts as calls } from '@tg/domain';
import { contractRoutes, implement } from '../../platform/http/contract-routes';
import type { NewsService } from './news.service';

export function newsRoutes(service: NewsService) {
  return contractRoutes([
    implement(calls.list, ({ query }) => service.list(query)),
    implement(calls.create, ({ caller, body }) => service.create(caller, body)),
    implement(calls.update, ({ caller, body }) => service.update(caller, body)),
    implement(calls.remove, ({ caller, body }) => service.remove(caller, body.id)),
    implement(calls.publicList, ({ query }) => service.publicList(query)),
    implement(calls.publicArticle, ({ params }) => service.publicArticle(params.slug)),
  ]);
}
