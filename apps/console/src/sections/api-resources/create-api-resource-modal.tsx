import { createResourceBodyGuard } from '@gatehouse/schemas/api/resources';
import { TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CreateModal } from '../../kit/create-modal.tsx';
import { useCreateApiResource } from './api-resources-api.ts';

const formSchema = createResourceBodyGuard.pick({ name: true, indicator: true });

export const CreateApiResourceModal = () => {
  const { t } = useTranslation();
  const create = useCreateApiResource();
  return (
    <CreateModal
      title={t('api_resources.create')}
      schema={formSchema}
      labels={{ name: t('api_resources.name'), indicator: t('api_resources.indicator') }}
      defaultValues={{ name: '', indicator: '' }}
      onSubmit={(values) => create.mutateAsync(values)}
      codeToField={{ 'resource.resource_identifier_in_use': 'indicator' }}
      getCreatedPath={(resource) => resource.id}
      createdMessage={(resource) => t('api_resources.created', { name: resource.name })}
    >
      {(form) => (
        <>
          <TextInput
            label={t('api_resources.name')}
            placeholder={t('api_resources.name_placeholder')}
            withAsterisk
            data-autofocus
            {...form.register('name')}
            error={form.formState.errors.name?.message}
          />
          <TextInput
            label={t('api_resources.indicator')}
            placeholder={t('api_resources.indicator_placeholder')}
            description={t('api_resources.indicator_hint')}
            withAsterisk
            dir="ltr"
            {...form.register('indicator')}
            // The schema's own rule message is English; the phrase says the same.
            error={
              form.formState.errors.indicator?.type === 'custom'
                ? t('api_resources.indicator_invalid')
                : form.formState.errors.indicator?.message
            }
          />
        </>
      )}
    </CreateModal>
  );
};
