import type { Connector, ConnectorFactory } from '@gatehouse/schemas/entities/connector';
import type { EmailTemplate } from '@gatehouse/schemas/entities/email-template';
import { useQuery } from '@tanstack/react-query';
import { useApiClients } from '../../api/api-provider.tsx';
import { createResourceKeys, useResource } from '../../kit/resource-queries.ts';

/** Query keys of the section: connectors (list + details), factories and e-mail templates. */
export const connectorKeys = createResourceKeys('connectors');
export const factoryKeys = createResourceKeys('connector-factories');
export const emailTemplateKeys = createResourceKeys('email-templates');

/** Every connector of the tenant (the API does not page this list). */
export const useConnectors = () => {
  const { management } = useApiClients();
  return useQuery({
    queryKey: connectorKeys.lists(),
    queryFn: ({ signal }): Promise<Connector[]> => management.get('/api/connectors', { signal }),
  });
};

/** The connector kinds the server implements. */
export const useConnectorFactories = () => {
  const { management } = useApiClients();
  return useQuery({
    queryKey: factoryKeys.lists(),
    queryFn: ({ signal }): Promise<ConnectorFactory[]> =>
      management.get('/api/connector-factories', { signal }),
    // Factories are built into the server: they do not change while the console is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
};

export const useConnectorFactory = (factoryId: string) =>
  useResource<ConnectorFactory>(factoryKeys.detail(factoryId), (api, signal) =>
    api.get('/api/connector-factories/{id}', { params: { path: { id: factoryId } }, signal }),
  );

export const useConnector = (id: string) =>
  useResource<Connector>(connectorKeys.detail(id), (api, signal) =>
    api.get('/api/connectors/{id}', { params: { path: { id } }, signal }),
  );

export const useEmailTemplates = () => {
  const { management } = useApiClients();
  return useQuery({
    queryKey: emailTemplateKeys.lists(),
    queryFn: ({ signal }): Promise<EmailTemplate[]> =>
      management.get('/api/email-templates', { signal }),
  });
};
