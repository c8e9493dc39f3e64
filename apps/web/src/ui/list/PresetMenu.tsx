import './messages.ts';
import { DeleteOutlined, StarOutlined } from '@ant-design/icons';
import { PRESET_NAME_MAX } from '@mp/core/schemas/presets';
import { firstError } from '@mp/core/validators/result';
import { validateMaxLength, validateNoForbiddenChars, validateRequired } from '@mp/core/validators/text';
import { Button, Empty, Form, Input, List, Modal, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coreRule } from '../formRules.ts';
import { actionProps } from '../keyboard.ts';
import { useDeletePreset, usePresets, useSavePreset } from './api.ts';
import { ToolPopover } from './ToolPopover.tsx';

const checkName = (v: unknown) =>
  firstError(validateRequired(v), validateNoForbiddenChars(v), validateMaxLength(v, PRESET_NAME_MAX));

/**
 * Named filter presets: the current query string saved on the server under a name, so the operator finds
 * the same view again on any device. Opening one replaces the URL's query.
 */
export function PresetMenu({
  pageKey,
  query,
  onOpen,
  compact = false,
}: {
  pageKey: string;
  query: string;
  onOpen: (query: string) => void;
  /** The button as an icon with its name as label (a phone's narrow card head). */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [naming, setNaming] = useState(false);
  const presets = usePresets(pageKey);
  const save = useSavePreset(pageKey);
  const remove = useDeletePreset(pageKey);
  const [form] = Form.useForm<{ name: string }>();

  const rows = presets.data ?? [];
  const content = (
    <div style={{ width: 300 }}>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('money.presets.none')} />
      ) : (
        <List
          size="small"
          dataSource={rows}
          style={{ maxHeight: 320, overflowY: 'auto' }}
          renderItem={(p) => (
            <List.Item
              actions={[
                <Popconfirm
                  key="del"
                  title={t('money.presets.confirmDelete', { name: p.name })}
                  okText={t('money.common.delete')}
                  cancelText={t('money.common.cancel')}
                  onConfirm={() => remove.mutate(p.preset_id)}
                >
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('money.presets.delete', { name: p.name })}
                  />
                </Popconfirm>,
              ]}
            >
              <Typography.Link
                {...actionProps(() => {
                  setOpen(false);
                  onOpen(p.query);
                })}
                ellipsis
                style={{ maxWidth: 220 }}
              >
                {p.name}
              </Typography.Link>
            </List.Item>
          )}
        />
      )}
      <Button
        block
        type="dashed"
        style={{ marginTop: 8 }}
        onClick={() => {
          setOpen(false);
          form.resetFields();
          setNaming(true);
        }}
      >
        {t('money.presets.saveCurrent')}
      </Button>
    </div>
  );

  return (
    <>
      <ToolPopover open={open} onOpenChange={setOpen} title={t('money.presets.title')} content={content}>
        <Button icon={<StarOutlined />} aria-label={compact ? t('money.presets.button') : undefined}>
          {compact ? null : t('money.presets.button')}
        </Button>
      </ToolPopover>
      <Modal
        open={naming}
        title={t('money.presets.saveTitle')}
        okText={t('money.common.save')}
        cancelText={t('money.common.cancel')}
        confirmLoading={save.isPending}
        onCancel={() => setNaming(false)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('money.presets.saveHint')}</Typography.Paragraph>
        <Form
          form={form}
          layout="vertical"
          onFinish={async ({ name }) => {
            try {
              await save.mutateAsync({ name: name.trim(), query });
              setNaming(false);
            } catch {
              // The API client has shown why (e.g. the 20 presets of a page are used up).
            }
          }}
        >
          <Form.Item name="name" label={t('money.presets.name')} rules={[coreRule(checkName)]}>
            <Input maxLength={PRESET_NAME_MAX} showCount autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
