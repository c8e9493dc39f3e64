import './messages.ts';
import { Alert, Button, Card, Col, Radio, Result, Row, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../access/personAccess.ts';
import { pick } from '../../i18n/index.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import {
  type Completion,
  type Course,
  downloadCertificate,
  trainingContracts,
  useCompletion,
  useCourse,
  useCourses,
  useSubmitQuiz,
} from './api.ts';

const STATUS_COLOR: Record<Course['status'], string> = {
  NOT_STARTED: 'default',
  FAILED: 'error',
  PASSED: 'success',
  DUE: 'warning',
};

const ymd = (v: string) => (v.length >= 8 ? `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}` : v);

/**
 * /layout/mercTainView and /service/mercTainView (issue 29 point 5): the courses of the person's kind with
 * their state, a course's text and quiz, the certificate; a cashier's required course first; a provider's
 * view of its merchants' completion.
 */
export default function TrainingPage({ route }: PageProps) {
  const { t } = useTranslation();
  const list = useCourses();
  const [open, setOpen] = useState<string | null>(null);
  const access = useAccess();
  const mark = list.data?.pass_mark ?? 80;
  const showCompletion = access.mayCall(trainingContracts.merchantCompletion);

  return (
    <AdminPage route={route} intro={t('training.intro', { mark })}>
      {list.data?.required_due === 'Y' ? (
        <Alert
          type="warning"
          showIcon
          title={t('training.requiredTitle')}
          description={t('training.requiredText')}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {open ? (
        <CourseView code={open} mark={mark} onClose={() => setOpen(null)} />
      ) : (
        <Row gutter={[16, 16]}>
          {(list.data?.rows ?? []).map((c) => (
            <Col key={c.course_code} xs={24} md={12} xl={8}>
              <CourseCard course={c} onOpen={() => setOpen(c.course_code)} />
            </Col>
          ))}
        </Row>
      )}
      {showCompletion && !open ? <CompletionCard /> : null}
    </AdminPage>
  );
}

function CourseCard({ course, onOpen }: { course: Course; onOpen: () => void }) {
  const { t } = useTranslation();
  const action =
    course.status === 'NOT_STARTED'
      ? t('training.start')
      : course.status === 'PASSED'
        ? t('training.review')
        : t('training.retake');
  return (
    <Card
      title={
        <span style={{ whiteSpace: 'normal' }}>
          {pick(course.title)}{' '}
          {course.required === 'Y' ? <Tag color="red">{t('training.required')}</Tag> : null}
        </span>
      }
      style={{ height: '100%' }}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <div>
          <Tag color={STATUS_COLOR[course.status]}>{t(`training.status.${course.status}`)}</Tag>
          {course.status !== 'NOT_STARTED' ? (
            <Typography.Text type="secondary">{t('training.score', { score: course.score })}</Typography.Text>
          ) : null}
        </div>
        {course.valid_until ? (
          <Typography.Text type={course.status === 'DUE' ? 'danger' : 'secondary'}>
            {t('training.validUntil', { date: ymd(course.valid_until) })}
          </Typography.Text>
        ) : null}
        <Space wrap>
          <Button type={course.status === 'PASSED' ? 'default' : 'primary'} onClick={onOpen}>
            {action}
          </Button>
          {course.status === 'PASSED' ? (
            <Button onClick={() => void downloadCertificate(course.course_code)}>
              {t('training.certificate')}
            </Button>
          ) : null}
        </Space>
      </Space>
    </Card>
  );
}

function CourseView({ code, mark, onClose }: { code: string; mark: number; onClose: () => void }) {
  const { t } = useTranslation();
  const course = useCourse(code);
  const submit = useSubmitQuiz();
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [missing, setMissing] = useState(false);
  const d = course.data;
  if (!d) return <Card loading />;
  const result = submit.data;
  const wrong = new Set(result?.wrong ?? []);
  const send = () => {
    if (d.questions.some((_, i) => answers[i] === undefined)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    submit.mutate({ course_code: code, answers: d.questions.map((_, i) => answers[i]) });
  };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={pick(d.course.title)}>
        {d.body.map((p, i) => (
          <Typography.Paragraph key={p.en} strong={i === 0 && d.course.required === 'Y'}>
            {pick(p)}
          </Typography.Paragraph>
        ))}
      </Card>
      <Card title={t('training.quiz')}>
        {result ? (
          <Result
            status={result.passed === 'Y' ? 'success' : 'warning'}
            title={
              result.passed === 'Y'
                ? t('training.passed', { score: result.score })
                : t('training.failed', { score: result.score, mark })
            }
            extra={
              <Space wrap>
                {result.passed === 'Y' ? (
                  <Button type="primary" onClick={() => void downloadCertificate(code)}>
                    {t('training.certificate')}
                  </Button>
                ) : (
                  <Button
                    type="primary"
                    onClick={() => {
                      submit.reset();
                    }}
                  >
                    {t('training.retake')}
                  </Button>
                )}
                <Button onClick={onClose}>{t('training.close')}</Button>
              </Space>
            }
          />
        ) : null}
        <ol style={{ paddingInlineStart: 20, margin: 0 }}>
          {d.questions.map((q, i) => (
            <li key={q.text.en} style={{ marginBottom: 16 }}>
              <Typography.Paragraph style={{ marginBottom: 8 }} id={`q-${i}`}>
                {pick(q.text)} {wrong.has(i) ? <Tag color="error">{t('training.wrong')}</Tag> : null}
              </Typography.Paragraph>
              <Radio.Group
                aria-labelledby={`q-${i}`}
                value={answers[i]}
                disabled={!!result}
                onChange={(e) => setAnswers((a) => ({ ...a, [i]: e.target.value as number }))}
              >
                <Space orientation="vertical">
                  {q.options.map((o, j) => (
                    <Radio key={o.en} value={j}>
                      {pick(o)}
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
            </li>
          ))}
        </ol>
        {missing ? (
          <Typography.Paragraph type="danger" role="alert">
            {t('training.answerAll')}
          </Typography.Paragraph>
        ) : null}
        {!result ? (
          <Space wrap>
            <Button type="primary" onClick={send} loading={submit.isPending}>
              {t('training.submit')}
            </Button>
            <Button onClick={onClose}>{t('training.close')}</Button>
          </Space>
        ) : null}
      </Card>
    </Space>
  );
}

function CompletionCard() {
  const { t } = useTranslation();
  const q = useCompletion(true);
  return (
    <Card title={t('training.completionTitle')} style={{ marginTop: 16 }}>
      <Table<Completion>
        size="small"
        rowKey="mer_no"
        loading={q.isLoading}
        dataSource={q.data?.rows ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 720 }}
        locale={{ emptyText: t('training.empty') }}
        columns={[
          { title: t('training.merNo'), dataIndex: 'mer_no' },
          { title: t('training.merName'), dataIndex: 'mer_name' },
          { title: t('training.operators'), dataIndex: 'operators', align: 'right' },
          {
            title: t('training.trained'),
            dataIndex: 'trained',
            align: 'right',
            render: (v: number, r) => `${v} / ${r.operators}`,
          },
          {
            title: t('training.cashiersDue'),
            dataIndex: 'cashiers_due',
            align: 'right',
            render: (v: number) => (v > 0 ? <Tag color="warning">{v}</Tag> : v),
          },
          { title: t('training.lastPassed'), dataIndex: 'last_passed_at', render: (v: string) => ymd(v) },
        ]}
      />
    </Card>
  );
}
