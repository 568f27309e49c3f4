import { Group } from '@mantine/core';
import { useWatch, type FieldPath, type FieldValues } from 'react-hook-form';
import { UrlImage } from '@/components/UrlImage';
import { TextField, type AnyControl } from './fields';

/** An icon URL with a preview once it rests; only an http(s) URL is ever loaded as an image. */
export function IconUrlField<T extends FieldValues, TT = T>({
  control,
  name,
}: {
  control: AnyControl<T, TT>;
  name: FieldPath<T>;
}) {
  const value: unknown = useWatch({ control, name });
  return (
    <Group align="flex-start" wrap="nowrap">
      <TextField
        control={control}
        name={name}
        label="Icon URL"
        description="An http(s) link to a square image"
        placeholder="https://…/logo.png"
        flex={1}
      />
      <UrlImage
        url={typeof value === 'string' ? value : null}
        alt="Icon preview"
        w={56}
        h={56}
        radius="md"
        mt={24}
        fit="contain"
        noteProps={{ size: 'xs', mt: 28, maw: 110 }}
      />
    </Group>
  );
}
