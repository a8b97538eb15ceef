import { company, serviceName } from './company';
import type { LegalDocument, Locale } from './types';

const EFFECTIVE_DATE = '2026-11-22';

const ko = company.ko;
const ja = company.ja;
const en = company.en;

const privacyKo: LegalDocument = {
  title: '개인정보 처리방침',
  effectiveDate: EFFECTIVE_DATE,
  intro: `${ko.name}(이하 “회사”)는 「개인정보 보호법」 제30조에 따라 정보주체의 개인정보를 보호하고 이와 관련한 고충을 신속하고 원활하게 처리할 수 있도록 다음과 같이 ${serviceName.ko} 서비스의 개인정보 처리방침을 수립·공개합니다. 회사는 시술 이력과 시술 전후 사진 등 건강에 관한 민감정보를 다루는 서비스의 특성을 고려하여, 이러한 정보를 필요한 최소한의 범위에서 별도의 동의를 받아 처리합니다.`,
  sections: [
    {
      heading: '제1조 (개인정보의 처리 목적)',
      paragraphs: [
        '회사는 다음의 목적을 위하여 개인정보를 처리합니다. 처리한 개인정보는 다음의 목적 이외의 용도로는 이용하지 않으며, 이용 목적이 변경되는 경우에는 「개인정보 보호법」 제18조에 따라 별도의 동의를 받는 등 필요한 조치를 이행합니다.',
      ],
      items: [
        '회원 가입 및 관리: 소셜 로그인을 통한 회원 식별, 회원 자격 유지·관리, 부정 이용 방지, 각종 고지·통지, 고충 처리',
        '서비스 제공: 병원·의사·시술 이벤트 정보 제공, 북마크 저장, 언어 설정 등 이용 환경 제공',
        '상담 신청 처리: 회원이 선택한 병원에 상담 요청 전달, 상담 신청 내역 관리',
        '후기 서비스 운영: 후기와 시술 전후 사진의 게시·관리, 허위·대가성 후기 방지를 위한 확인',
        '서비스 개선 및 안전한 운영: 이용 통계 작성, 오류 분석, 보안 및 부정 이용 탐지',
        '민원 처리 및 분쟁 대응: 문의·불만 처리, 분쟁 해결을 위한 기록 보존',
      ],
    },
    {
      heading: '제2조 (처리하는 개인정보의 항목 및 수집 방법)',
      paragraphs: [
        '회사는 서비스 제공에 필요한 최소한의 개인정보를 다음과 같이 처리합니다.',
        '회사는 회원이 직접 입력하는 방법, 회원의 동의를 받아 소셜 로그인 제공자(LINE, Google, Kakao, Naver, Apple)로부터 제공받는 방법, 서비스 이용 과정에서 자동으로 생성되는 정보를 수집하는 방법으로 개인정보를 수집합니다. 회사는 소셜 로그인 계정의 비밀번호를 수집하지 않습니다.',
        '회사는 만 14세 미만 아동의 회원가입을 받지 않으며, 만 14세 미만 아동의 개인정보가 수집된 사실을 알게 된 경우 해당 정보를 지체 없이 파기합니다.',
      ],
      items: [
        '회원 가입(필수): 소셜 로그인 제공자 구분, 소셜 로그인 제공자가 발급한 회원 식별자, 닉네임',
        '회원 가입(선택): 소셜 로그인 제공자로부터 제공받는 이메일 주소(회원이 제공에 동의한 경우에 한함), 선호 언어',
        '상담 신청: 상담을 원하는 병원과 시술, 희망 일시, 상담 메모(회원이 작성한 상담 내용), LINE ID(회원이 연락 수단으로 자발적으로 입력한 경우에 한함)',
        '후기 작성: 후기 내용, 별점, 시술명·시술 시기 등 시술 이력, 시술 전후 사진 등 회원이 올린 사진',
        '서비스 이용 과정에서 자동으로 생성·수집되는 정보: 접속 IP 주소, 접속 일시, 서비스 이용 기록(접속 로그), 브라우저 및 기기 정보, 쿠키, 북마크 내역',
      ],
    },
    {
      heading: '제3조 (민감정보의 처리)',
      paragraphs: [
        '후기에 포함되는 시술 이력과 시술 전후 사진, 그리고 상담 메모에 포함될 수 있는 건강 상태에 관한 정보는 「개인정보 보호법」 제23조에 따른 건강에 관한 민감정보에 해당합니다. 회사는 이러한 민감정보를 다른 개인정보의 처리에 대한 동의와 구분하여 별도의 동의를 받은 경우에만 처리합니다.',
        '회사는 민감정보 처리에 대한 별도 동의를 받을 때 다음 사항을 알립니다.',
        '회원은 후기를 작성할 때 공개 범위를 ‘공개’ 또는 ‘비공개’로 선택할 수 있으며, 비공개로 설정한 후기는 본인만 볼 수 있습니다. 회사는 「개인정보 보호법」 제23조 제3항에 따라 후기가 다른 이용자에게 공개되기 전에 민감정보가 공개될 수 있다는 사실과 비공개를 선택하는 방법을 알기 쉽게 안내하며, 회원은 게시 후에도 언제든지 공개 범위를 변경하거나 후기를 삭제할 수 있습니다.',
        '회사는 민감정보가 분실·도난·유출·위조·변조 또는 훼손되지 않도록 제10조의 안전성 확보 조치를 적용합니다. 회원은 시술 전후 사진을 올릴 때 얼굴 등 본인을 알아볼 수 있는 부분을 가리는 등 노출을 최소화할 것을 권장합니다.',
      ],
      items: [
        '수집·이용 목적: 후기의 게시 및 관리, 상담 요청의 병원 전달',
        '수집 항목: 시술명·시술 시기 등 시술 이력, 시술 전후 사진, 상담 메모에 포함된 건강 관련 정보',
        '보유 및 이용 기간: 후기는 회원이 삭제하거나 회원 탈퇴 시까지(탈퇴 시 후기의 처리는 제4조에 따름), 상담 메모는 상담 요청일로부터 1년 또는 회원 탈퇴 시까지 중 먼저 도래하는 때까지',
        '동의를 거부할 권리 및 불이익: 회원은 민감정보 처리에 대한 동의를 거부할 수 있으며, 거부하는 경우 후기 작성 또는 상담 메모 입력 기능만 이용이 제한되고 그 밖의 서비스 이용에는 제한이 없습니다.',
      ],
    },
    {
      heading: '제4조 (개인정보의 처리 및 보유 기간)',
      paragraphs: [
        '회사는 법령에 따른 보유·이용 기간 또는 정보주체로부터 동의받은 보유·이용 기간 내에서 개인정보를 처리·보유합니다. 회원이 탈퇴하는 경우 회원의 개인정보는 지체 없이 파기합니다. 상담 신청 내역은 상담 요청일로부터 1년간 보유하되, 그 전에 회원이 탈퇴하면 상담 메모와 회원 계정과의 연결을 지체 없이 파기합니다. 이 경우 병원이 받은 예약 기록(신청 일시, 신청 경로, 진행 상태)은 특정 개인을 알아볼 수 없도록 ‘탈퇴한 회원’으로 익명 처리되어 해당 병원의 상담 관리 화면에 남습니다.',
        '회원이 작성한 후기는 회원이 탈퇴 전에 직접 삭제하지 않는 경우, 작성자 계정과의 연결을 삭제하고 닉네임을 ‘탈퇴한 회원’으로 대체하는 등 특정 개인을 알아볼 수 없도록 익명 처리하여 유지됩니다. 사진 자체로 본인이 식별될 수 있으므로 후기의 유지를 원하지 않는 회원은 탈퇴 전에 후기를 직접 삭제하시기 바랍니다.',
        '다만, 관계 법령에 따라 보존할 필요가 있는 경우에는 다음의 기간 동안 다른 개인정보와 분리하여 보관한 후 파기합니다.',
      ],
      items: [
        '소비자의 불만 또는 분쟁처리에 관한 기록: 3년(「전자상거래 등에서의 소비자보호에 관한 법률」)',
        '서비스 접속 기록(로그 기록, 접속지 추적 자료): 3개월(「통신비밀보호법」)',
        '위치정보 수집·이용·제공사실 확인자료: 6개월(「위치정보의 보호 및 이용 등에 관한 법률」)',
      ],
    },
    {
      heading: '제5조 (개인정보의 제3자 제공)',
      paragraphs: [
        '회사는 개인정보를 제1조에서 정한 목적의 범위에서만 처리하며, 정보주체의 동의나 법률의 특별한 규정 등 「개인정보 보호법」 제17조 및 제18조에 해당하는 경우에만 개인정보를 제3자에게 제공합니다.',
        '회원이 상담을 신청하는 경우, 회사는 신청할 때마다 회원의 동의를 받아 다음과 같이 개인정보를 해당 병원에 제공합니다. 상담 메모에 건강 관련 정보가 포함된 경우에는 민감정보 제공에 대한 별도의 동의를 받습니다.',
        '회사는 회원의 후기, 북마크 내역 등 개인정보를 병원에 판매하거나 임의로 제공하지 않습니다. 다만, 수사기관이 법령에 정해진 절차에 따라 요청하는 경우 등 법률에 특별한 규정이 있는 경우에는 예외로 합니다.',
      ],
      items: [
        '제공받는 자: 회원이 상담을 신청한 병원(의료기관)',
        '제공 목적: 상담 예약 확인, 일정 조율 및 상담 진행을 위한 연락',
        '제공 항목: 닉네임, 상담을 원하는 시술과 희망 일시, 상담 메모, LINE ID(회원이 입력한 경우에 한함)',
        '보유 및 이용 기간: 상담 목적 달성 시까지(상담 요청일로부터 최대 1년). 다만, 해당 병원이 「의료법」 등 관계 법령에 따라 보존할 의무가 있는 정보는 그 법령에서 정한 기간까지',
        '동의를 거부할 권리 및 불이익: 회원은 제공에 대한 동의를 거부할 수 있으며, 이 경우 해당 병원에 상담을 신청할 수 없습니다.',
      ],
    },
    {
      heading: '제6조 (개인정보 처리업무의 위탁)',
      paragraphs: [
        '회사는 원활한 서비스 제공을 위하여 다음과 같이 개인정보 처리업무를 위탁하고 있습니다.',
        '회사는 위탁계약을 체결할 때 「개인정보 보호법」 제26조에 따라 위탁업무 수행 목적 외 개인정보 처리 금지, 기술적·관리적 보호조치, 재위탁 제한, 수탁자에 대한 관리·감독, 손해배상 등 책임에 관한 사항을 계약서 등 문서에 명시하고, 수탁자가 개인정보를 안전하게 처리하는지 감독합니다. 위탁업무의 내용이나 수탁자가 변경되는 경우에는 지체 없이 이 개인정보 처리방침을 통하여 공개합니다.',
        '회사는 회원의 개인정보를 대한민국에 있는 서버에 저장하며, 개인정보를 국외로 이전하지 않습니다. 향후 국외 이전이 필요한 경우에는 「개인정보 보호법」에 따라 이전되는 국가, 이전받는 자, 이전 항목 등을 알리고 필요한 동의를 받습니다.',
      ],
      items: [
        '예시클라우드 주식회사: 클라우드 서버 호스팅 및 데이터 보관',
        '예시CDN 주식회사: 이미지(후기 사진 포함) 저장 및 콘텐츠 전송 네트워크(CDN) 운영',
      ],
    },
    {
      heading: '제7조 (정보주체와 법정대리인의 권리·의무 및 행사 방법)',
      paragraphs: [
        '정보주체는 회사에 대하여 언제든지 다음의 권리를 행사할 수 있습니다.',
        `권리 행사는 서비스 내 마이페이지(닉네임 수정, 후기 공개 범위 변경·삭제, 회원 탈퇴)를 이용하거나 서면, 전자우편(${ko.email}), 고객센터(${ko.csPhone})를 통하여 할 수 있으며, 회사는 요구를 받은 날부터 10일 이내에 조치하고 그 결과를 알립니다.`,
        '권리 행사는 법정대리인이나 위임을 받은 사람 등 대리인을 통하여 할 수도 있으며, 이 경우 「개인정보 처리 방법에 관한 고시」에 따른 위임장을 제출하여야 합니다.',
        '열람 및 처리정지 요구는 「개인정보 보호법」에 따라 제한될 수 있으며, 다른 법령에서 그 개인정보가 수집 대상으로 명시되어 있는 경우에는 삭제를 요구할 수 없습니다. 회사는 요구를 거절하는 경우 그 사유를 알립니다. 또한 회원은 타인의 개인정보나 사진을 게시하여 다른 사람의 권리를 침해하여서는 안 됩니다.',
      ],
      items: [
        '개인정보 열람 요구',
        '오류 등이 있는 경우 정정 요구',
        '삭제 요구',
        '처리정지 요구 및 동의 철회(민감정보 처리 동의와 병원 제공 동의의 철회를 포함)',
      ],
    },
    {
      heading: '제8조 (개인정보의 파기 절차 및 방법)',
      paragraphs: [
        '회사는 개인정보 보유 기간의 경과, 처리 목적 달성, 회원 탈퇴 등으로 개인정보가 불필요하게 되었을 때에는 지체 없이 해당 개인정보를 파기합니다.',
        '파기 절차: 회사는 파기 사유가 발생한 개인정보를 선정하고 개인정보 보호책임자의 승인을 받아 파기합니다. 관계 법령에 따라 보존하여야 하는 개인정보는 별도의 데이터베이스로 옮기거나 보관 장소를 달리하여 보존하며, 법령에서 정한 목적 외로 이용하지 않습니다.',
        '파기 방법은 다음과 같습니다.',
      ],
      items: [
        '전자적 파일 형태의 정보: 복구하거나 재생할 수 없는 기술적 방법으로 영구 삭제(이미지 저장소와 CDN 캐시에 저장된 사본을 포함합니다)',
        '종이 문서에 기록된 정보: 분쇄하거나 소각',
      ],
    },
    {
      heading: '제9조 (개인정보 자동 수집 장치의 설치·운영 및 거부)',
      paragraphs: [
        '회사는 로그인 상태 유지, 언어 설정 저장, 이용 통계 작성 등을 위하여 쿠키(cookie)를 사용합니다. 쿠키는 서비스 서버가 이용자의 브라우저에 보내는 소량의 정보로서 이용자의 기기에 저장됩니다. 회사는 맞춤형 광고를 위한 제3자 광고 쿠키를 사용하지 않습니다.',
        '이용자는 브라우저 설정을 통하여 쿠키 저장을 거부하거나 저장된 쿠키를 삭제할 수 있습니다.',
        '쿠키 저장을 거부하는 경우 로그인이 필요한 서비스(북마크, 상담 신청, 후기 작성 등)의 이용이 어려울 수 있습니다.',
      ],
      items: [
        'Chrome: 설정 > 개인정보 보호 및 보안 > 서드 파티 쿠키 또는 인터넷 사용 기록 삭제',
        'Safari(iPhone): 설정 앱 > Safari > 모든 쿠키 차단 또는 방문 기록 및 웹 사이트 데이터 지우기',
        '삼성 인터넷: 설정 > 개인정보 보호 및 보안 > 쿠키 허용 해제 또는 인터넷 사용 기록 삭제',
        'Microsoft Edge: 설정 > 쿠키 및 사이트 권한 > 쿠키 및 사이트 데이터 관리 및 삭제',
      ],
    },
    {
      heading: '제10조 (개인정보의 안전성 확보 조치)',
      paragraphs: ['회사는 개인정보의 안전성 확보를 위하여 다음과 같은 조치를 하고 있습니다.'],
      items: [
        '관리적 조치: 내부관리계획 수립·시행, 개인정보취급자의 최소화 및 정기적인 교육',
        '기술적 조치: 개인정보처리시스템에 대한 접근 권한 관리 및 접근 통제, 전송 구간 암호화(TLS), 민감정보와 상담 메모의 암호화 저장, 보안 프로그램의 설치와 갱신',
        '접속기록의 보관 및 위조·변조 방지: 개인정보취급자의 개인정보처리시스템 접속기록을 2년 이상 보관하고 정기적으로 점검',
        '물리적 조치: 정보보호 인증을 받은 클라우드 데이터센터 이용 및 출입 통제',
      ],
    },
    {
      heading: '제11조 (개인정보 보호책임자)',
      paragraphs: [
        '회사는 개인정보 처리에 관한 업무를 총괄하여 책임지고, 개인정보 처리와 관련한 정보주체의 불만 처리 및 피해 구제 등을 위하여 다음과 같이 개인정보 보호책임자를 지정하고 있습니다.',
        '정보주체는 서비스를 이용하면서 발생한 모든 개인정보 보호 관련 문의, 불만 처리, 피해 구제 등에 관한 사항을 개인정보 보호책임자에게 문의할 수 있으며, 회사는 이에 대하여 지체 없이 답변하고 처리합니다.',
      ],
      items: [
        `개인정보 보호책임자: ${ko.privacyOfficer} (개인정보보호팀장)`,
        `전자우편: ${ko.email}`,
        `전화: ${ko.csPhone} (${ko.csHours})`,
        `주소: ${ko.address}`,
      ],
    },
    {
      heading: '제12조 (권익침해 구제 방법)',
      paragraphs: [
        '정보주체는 개인정보 침해로 인한 구제를 받기 위하여 개인정보분쟁조정위원회, 한국인터넷진흥원 개인정보침해신고센터 등에 분쟁 해결이나 상담 등을 신청할 수 있습니다. 이 밖에 개인정보 침해의 신고나 상담에 대하여는 다음 기관에 문의하시기 바랍니다.',
      ],
      items: [
        '개인정보분쟁조정위원회: (국번 없이) 1833-6972 (www.kopico.go.kr)',
        '개인정보침해신고센터: (국번 없이) 118 (privacy.kisa.or.kr)',
        '대검찰청: (국번 없이) 1301 (www.spo.go.kr)',
        '경찰청: (국번 없이) 182 (ecrm.police.go.kr)',
      ],
    },
    {
      heading: '제13조 (개인정보 처리방침의 변경)',
      paragraphs: [
        '이 개인정보 처리방침은 2026년 11월 22일부터 적용됩니다.',
        '회사는 이 개인정보 처리방침의 내용을 추가, 삭제 또는 수정하는 경우 시행일 7일 전부터 서비스 공지사항을 통하여 알립니다. 다만, 수집하는 개인정보의 항목, 이용 목적, 제3자 제공 등 정보주체의 권리에 중요한 변경이 있는 경우에는 시행일 30일 전부터 알리고, 필요한 경우 다시 동의를 받습니다.',
        '이전 개인정보 처리방침은 서비스 내에서 확인할 수 있습니다.',
      ],
    },
  ],
};

const privacyJa: LegalDocument = {
  title: 'プライバシーポリシー',
  effectiveDate: EFFECTIVE_DATE,
  intro: `${ja.name}（以下「当社」）は、大韓民国「個人情報保護法」第30条に基づき、情報主体の個人情報を保護し、これに関する苦情を迅速かつ円滑に処理するため、${serviceName.ja}サービスのプライバシーポリシー（個人情報処理方針）を次のとおり定め、公開します。当社は、施術履歴や施術前後の写真など健康に関するセンシティブ情報を取り扱うサービスの特性を踏まえ、これらの情報を必要最小限の範囲で、別途の同意を得たうえで取り扱います。なお、各言語版の間に相違がある場合は、韓国語版が優先します。`,
  sections: [
    {
      heading: '第1条（個人情報の処理目的）',
      paragraphs: [
        '当社は、次の目的のために個人情報を処理します。処理した個人情報は次の目的以外の用途には利用せず、利用目的が変更される場合は、「個人情報保護法」第18条に従い別途同意を得るなど必要な措置を講じます。',
      ],
      items: [
        '会員登録および管理：ソーシャルログインによる会員の識別、会員資格の維持・管理、不正利用の防止、各種告知・通知、苦情処理',
        'サービスの提供：クリニック・医師・施術イベント情報の提供、ブックマークの保存、言語設定など利用環境の提供',
        '相談申込みの処理：会員が選択したクリニックへの相談依頼の伝達、相談申込み履歴の管理',
        '口コミサービスの運営：口コミおよび施術前後の写真の掲載・管理、虚偽・対価目的の口コミ防止のための確認',
        'サービスの改善および安全な運営：利用統計の作成、エラー分析、セキュリティおよび不正利用の検知',
        '問い合わせ対応および紛争対応：お問い合わせ・苦情の処理、紛争解決のための記録の保存',
      ],
    },
    {
      heading: '第2条（処理する個人情報の項目および収集方法）',
      paragraphs: [
        '当社は、サービスの提供に必要な最小限の個人情報を次のとおり処理します。',
        '当社は、会員が直接入力する方法、会員の同意を得てソーシャルログイン提供者（LINE、Google、Kakao、Naver、Apple）から提供を受ける方法、およびサービス利用の過程で自動的に生成される情報を収集する方法により個人情報を収集します。当社は、ソーシャルログインアカウントのパスワードを収集しません。',
        '当社は満14歳未満の方の会員登録を受け付けておらず、満14歳未満の方の個人情報を収集したことが判明した場合は、遅滞なく当該情報を破棄します。',
      ],
      items: [
        '会員登録（必須）：ソーシャルログイン提供者の区分、ソーシャルログイン提供者が発行した会員識別子、ニックネーム',
        '会員登録（任意）：ソーシャルログイン提供者から提供されるメールアドレス（会員が提供に同意した場合に限ります）、使用言語',
        '相談申込み：相談を希望するクリニックおよび施術、希望日時、相談メモ（会員が記入した相談内容）、LINE ID（会員が連絡手段として任意に入力した場合に限ります）',
        '口コミ投稿：口コミの内容、評価、施術名・施術時期などの施術履歴、施術前後の写真など会員がアップロードした写真',
        'サービス利用の過程で自動的に生成・収集される情報：アクセスIPアドレス、アクセス日時、サービス利用記録（アクセスログ）、ブラウザおよび端末情報、Cookie、ブックマーク履歴',
      ],
    },
    {
      heading: '第3条（センシティブ情報の処理）',
      paragraphs: [
        '口コミに含まれる施術履歴および施術前後の写真、ならびに相談メモに含まれ得る健康状態に関する情報は、「個人情報保護法」第23条に定める健康に関するセンシティブ情報（민감정보）に該当します。当社は、これらのセンシティブ情報を、他の個人情報の処理に関する同意とは区別して別途の同意を得た場合に限り処理します。',
        '当社は、センシティブ情報の処理について別途の同意を得る際、次の事項をお知らせします。',
        '会員は、口コミを投稿する際に公開範囲を「公開」または「非公開」から選択でき、非公開に設定した口コミは本人のみが閲覧できます。当社は「個人情報保護法」第23条第3項に従い、口コミが他の利用者に公開される前に、センシティブ情報が公開され得ることおよび非公開を選択する方法を分かりやすくご案内します。会員は、投稿後もいつでも公開範囲を変更し、または口コミを削除することができます。',
        '当社は、センシティブ情報の紛失・盗難・漏えい・偽造・改ざんまたは毀損を防ぐため、第10条の安全確保措置を適用します。施術前後の写真をアップロードする際は、顔など本人を特定できる部分を隠すなど、露出を最小限にすることをお勧めします。',
      ],
      items: [
        '収集・利用目的：口コミの掲載および管理、相談依頼のクリニックへの伝達',
        '収集項目：施術名・施術時期などの施術履歴、施術前後の写真、相談メモに含まれる健康関連情報',
        '保有および利用期間：口コミは会員が削除するまたは退会するまで（退会時の口コミの取扱いは第4条によります）、相談メモは相談申込日から1年または退会時のいずれか早い時点まで',
        '同意を拒否する権利および不利益：会員はセンシティブ情報の処理への同意を拒否することができ、拒否した場合は口コミ投稿または相談メモ入力の機能のみ利用が制限され、その他のサービスの利用には制限はありません。',
      ],
    },
    {
      heading: '第4条（個人情報の処理および保有期間）',
      paragraphs: [
        '当社は、法令に基づく保有・利用期間または情報主体から同意を得た保有・利用期間の範囲内で個人情報を処理・保有します。会員が退会した場合、会員の個人情報は遅滞なく破棄します。相談申込み履歴は相談申込日から1年間保有しますが、それ以前に会員が退会した場合は、相談メモと会員アカウントとの紐付けを遅滞なく破棄します。この場合、クリニックが受け付けた予約記録（申込日時、申込経路、進行状況）は、特定の個人を識別できないよう「退会した会員」として匿名化され、当該クリニックの相談管理画面に残ります。',
        '会員が投稿した口コミは、会員が退会前に自ら削除しない場合、投稿者アカウントとの紐付けを削除し、ニックネームを「退会した会員」に置き換えるなど、特定の個人を識別できないよう匿名化したうえで残ります。写真そのものから本人が特定され得るため、口コミを残したくない会員は、退会前にご自身で削除してください。',
        'ただし、関係法令により保存が必要な場合は、次の期間、他の個人情報と分離して保管した後に破棄します。',
      ],
      items: [
        '消費者の苦情または紛争処理に関する記録：3年（「電子商取引等における消費者保護に関する法律」）',
        'サービスへのアクセス記録（ログ記録、接続地追跡資料）：3か月（「通信秘密保護法」）',
        '位置情報の収集・利用・提供事実の確認資料：6か月（「位置情報の保護及び利用等に関する法律」）',
      ],
    },
    {
      heading: '第5条（個人情報の第三者提供）',
      paragraphs: [
        '当社は、第1条に定める目的の範囲内でのみ個人情報を処理し、情報主体の同意または法律の特別な規定など「個人情報保護法」第17条および第18条に該当する場合に限り、個人情報を第三者に提供します。',
        '会員が相談を申し込む場合、当社は申込みのたびに会員の同意を得て、次のとおり個人情報を当該クリニックに提供します。相談メモに健康関連情報が含まれる場合は、センシティブ情報の提供について別途の同意を得ます。',
        '当社は、会員の口コミやブックマーク履歴などの個人情報をクリニックに販売し、または任意に提供することはありません。ただし、捜査機関が法令に定める手続に従って要請した場合など、法律に特別な規定がある場合は除きます。',
      ],
      items: [
        '提供先：会員が相談を申し込んだクリニック（医療機関）',
        '提供目的：相談予約の確認、日程調整および相談実施のための連絡',
        '提供項目：ニックネーム、相談を希望する施術および希望日時、相談メモ、LINE ID（会員が入力した場合に限ります）',
        '保有および利用期間：相談の目的を達成するまで（相談申込日から最長1年）。ただし、当該クリニックが「医療法」等の関係法令により保存義務を負う情報は、当該法令に定める期間まで',
        '同意を拒否する権利および不利益：会員は提供への同意を拒否することができ、その場合は当該クリニックへの相談申込みができません。',
      ],
    },
    {
      heading: '第6条（個人情報処理業務の委託）',
      paragraphs: [
        '当社は、円滑なサービス提供のため、次のとおり個人情報の処理業務を委託しています。',
        '当社は、委託契約の締結に際し、「個人情報保護法」第26条に従い、委託業務の遂行目的以外での個人情報処理の禁止、技術的・管理的保護措置、再委託の制限、受託者に対する管理・監督、損害賠償等の責任に関する事項を契約書等の書面に明記し、受託者が個人情報を安全に処理しているかを監督します。委託業務の内容または受託者が変更された場合は、遅滞なく本ポリシーにより公開します。',
        '当社は、会員の個人情報を大韓民国内のサーバーに保存しており、個人情報を国外に移転しません。今後、国外移転が必要となった場合は、「個人情報保護法」に従い、移転先の国、移転を受ける者、移転項目等をお知らせし、必要な同意を得ます。',
      ],
      items: [
        'Example Cloud Co., Ltd.（예시클라우드 주식회사）：クラウドサーバーのホスティングおよびデータの保管',
        'Example CDN Co., Ltd.（예시CDN 주식회사）：画像（口コミ写真を含みます）の保存およびコンテンツ配信ネットワーク（CDN）の運営',
      ],
    },
    {
      heading: '第7条（情報主体および法定代理人の権利・義務ならびにその行使方法）',
      paragraphs: [
        '情報主体は、当社に対していつでも次の権利を行使することができます。',
        `権利の行使は、サービス内のマイページ（ニックネームの変更、口コミの公開範囲の変更・削除、退会）を利用するか、書面、電子メール（${ja.email}）、カスタマーセンター（${ja.csPhone}）を通じて行うことができ、当社は請求を受けた日から10日以内に対応し、その結果をお知らせします。`,
        '権利の行使は、法定代理人や委任を受けた者などの代理人を通じて行うこともでき、この場合は「個人情報処理方法に関する告示」に定める委任状を提出する必要があります。',
        '閲覧および処理停止の請求は「個人情報保護法」により制限される場合があり、他の法令で当該個人情報が収集対象として明示されている場合は、削除を請求することはできません。当社は請求を拒否する場合、その理由をお知らせします。また、会員は他人の個人情報や写真を投稿して他人の権利を侵害してはなりません。',
      ],
      items: [
        '個人情報の閲覧請求',
        '誤り等がある場合の訂正請求',
        '削除請求',
        '処理停止の請求および同意の撤回（センシティブ情報の処理に関する同意およびクリニックへの提供に関する同意の撤回を含みます）',
      ],
    },
    {
      heading: '第8条（個人情報の破棄手続および方法）',
      paragraphs: [
        '当社は、個人情報の保有期間の経過、処理目的の達成、退会等により個人情報が不要となったときは、遅滞なく当該個人情報を破棄します。',
        '破棄手続：当社は、破棄事由が生じた個人情報を選定し、個人情報保護責任者の承認を得て破棄します。関係法令により保存が必要な個人情報は、別のデータベースに移すか保管場所を分けて保存し、法令で定める目的以外には利用しません。',
        '破棄方法は次のとおりです。',
      ],
      items: [
        '電子ファイル形式の情報：復元または再生できない技術的方法により完全に削除（画像ストレージおよびCDNキャッシュに保存された複製を含みます）',
        '紙の文書に記録された情報：裁断または焼却',
      ],
    },
    {
      heading: '第9条（個人情報自動収集装置の設置・運用および拒否）',
      paragraphs: [
        '当社は、ログイン状態の維持、言語設定の保存、利用統計の作成等のためにCookie（クッキー）を使用します。Cookieは、サービスのサーバーが利用者のブラウザに送信する少量の情報で、利用者の端末に保存されます。当社は、ターゲティング広告のための第三者の広告Cookieは使用しません。',
        '利用者は、ブラウザの設定によりCookieの保存を拒否し、または保存されたCookieを削除することができます。',
        'Cookieの保存を拒否した場合、ログインが必要なサービス（ブックマーク、相談申込み、口コミ投稿等）の利用が困難になることがあります。',
      ],
      items: [
        'Chrome：設定 ＞ プライバシーとセキュリティ ＞ サードパーティCookie、または閲覧履歴データの削除',
        'Safari（iPhone）：設定アプリ ＞ Safari ＞ すべてのCookieをブロック、または履歴とWebサイトデータを消去',
        'Samsung Internet：設定 ＞ プライバシーとセキュリティ ＞ Cookieを許可をオフ、または閲覧履歴の削除',
        'Microsoft Edge：設定 ＞ Cookieとサイトのアクセス許可 ＞ Cookieとサイトデータの管理と削除',
      ],
    },
    {
      heading: '第10条（個人情報の安全確保措置）',
      paragraphs: ['当社は、個人情報の安全を確保するため、次の措置を講じています。'],
      items: [
        '管理的措置：内部管理計画の策定・実施、個人情報取扱者の最小化および定期的な教育',
        '技術的措置：個人情報処理システムへのアクセス権限の管理およびアクセス制御、通信経路の暗号化（TLS）、センシティブ情報および相談メモの暗号化保存、セキュリティプログラムの導入および更新',
        'アクセス記録の保管および偽造・改ざん防止：個人情報取扱者による個人情報処理システムへのアクセス記録を2年以上保管し、定期的に点検',
        '物理的措置：情報保護認証を取得したクラウドデータセンターの利用および入退室管理',
      ],
    },
    {
      heading: '第11条（個人情報保護責任者）',
      paragraphs: [
        '当社は、個人情報の処理に関する業務を統括して責任を負い、個人情報の処理に関する情報主体の苦情処理および被害救済等のため、次のとおり個人情報保護責任者を指定しています。',
        '情報主体は、サービスの利用に際して生じた個人情報保護に関するすべてのお問い合わせ、苦情処理、被害救済等について個人情報保護責任者に問い合わせることができ、当社は遅滞なく回答し、対応します。',
      ],
      items: [
        `個人情報保護責任者：${ja.privacyOfficer}（個人情報保護チーム長）`,
        `電子メール：${ja.email}`,
        `電話：${ja.csPhone}（${ja.csHours}）`,
        `所在地：${ja.address}`,
      ],
    },
    {
      heading: '第12条（権利侵害の救済方法）',
      paragraphs: [
        '情報主体は、個人情報の侵害に対する救済を受けるため、個人情報紛争調停委員会、韓国インターネット振興院（KISA）個人情報侵害申告センター等に紛争解決や相談等を申し立てることができます。このほか、個人情報侵害の申告や相談については、次の機関にお問い合わせください（電話番号はいずれも韓国国内、局番なし）。',
      ],
      items: [
        '個人情報紛争調停委員会：1833-6972（www.kopico.go.kr）',
        '個人情報侵害申告センター：118（privacy.kisa.or.kr）',
        '大検察庁（最高検察庁）：1301（www.spo.go.kr）',
        '警察庁：182（ecrm.police.go.kr）',
      ],
    },
    {
      heading: '第13条（プライバシーポリシーの変更）',
      paragraphs: [
        '本プライバシーポリシーは、2026年11月22日から適用されます。',
        '当社は、本ポリシーの内容を追加、削除または修正する場合、施行日の7日前からサービス内のお知らせによりお知らせします。ただし、収集する個人情報の項目、利用目的、第三者提供など情報主体の権利に重要な変更がある場合は、施行日の30日前からお知らせし、必要な場合は改めて同意を得ます。',
        '以前のプライバシーポリシーは、サービス内で確認することができます。',
      ],
    },
  ],
};

const privacyEn: LegalDocument = {
  title: 'Privacy Policy',
  effectiveDate: EFFECTIVE_DATE,
  intro: `In accordance with Article 30 of the Korean Personal Information Protection Act (PIPA), ${en.name} (the “Company”) establishes and discloses this Privacy Policy for the ${serviceName.en} service in order to protect the personal information of data subjects and to handle related complaints promptly and smoothly. Because the service handles sensitive health information such as treatment history and before/after photos, the Company processes such information only to the minimum extent necessary and only with separate consent. The Korean version of this Policy prevails in the event of any inconsistency between language versions.`,
  sections: [
    {
      heading: 'Article 1 (Purposes of Processing)',
      paragraphs: [
        'The Company processes personal information for the following purposes. Personal information is not used for any other purpose; if a purpose changes, the Company will take the necessary measures, such as obtaining separate consent under Article 18 of PIPA.',
      ],
      items: [
        'Membership registration and management: identifying members through social login, maintaining and managing membership, preventing misuse, sending notices and handling complaints',
        'Providing the Service: information on clinics, doctors and treatment events, saving bookmarks, and settings such as language',
        'Processing consultation requests: forwarding requests to the clinic chosen by the member and managing request history',
        'Operating reviews: posting and managing reviews and before/after photos, and checks to prevent false or paid reviews',
        'Improving and securely operating the Service: usage statistics, error analysis, security and detection of misuse',
        'Handling inquiries and disputes: processing inquiries and complaints and keeping records for dispute resolution',
      ],
    },
    {
      heading: 'Article 2 (Items Processed and Methods of Collection)',
      paragraphs: [
        'The Company processes the minimum personal information necessary to provide the Service, as follows.',
        'The Company collects personal information when members enter it directly, when it is provided by a social login provider (LINE, Google, Kakao, Naver or Apple) with the member’s consent, and when it is generated automatically during use of the Service. The Company does not collect social login passwords.',
        'The Company does not accept members under the age of 14. If it learns that personal information of a child under 14 has been collected, it destroys that information without delay.',
      ],
      items: [
        'Registration (required): social login provider, member identifier issued by the social login provider, nickname',
        'Registration (optional): email address provided by the social login provider (only if the member consents), preferred language',
        'Consultation requests: the clinic and treatment of interest, preferred date and time, consultation notes written by the member, LINE ID (only if the member voluntarily enters it as a contact method)',
        'Reviews: review text, rating, treatment history such as treatment name and date, and photos uploaded by the member, including before/after photos',
        'Generated automatically during use: IP address, access date and time, service usage records (access logs), browser and device information, cookies, bookmark history',
      ],
    },
    {
      heading: 'Article 3 (Processing of Sensitive Information)',
      paragraphs: [
        'Treatment history and before/after photos included in reviews, and any information on health conditions that may be included in consultation notes, are sensitive information concerning health under Article 23 of PIPA. The Company processes such sensitive information only with separate consent, distinct from consent to the processing of other personal information.',
        'When obtaining separate consent to process sensitive information, the Company informs the member of the following.',
        'When writing a review, members can choose whether it is “public” or “private”; private reviews are visible only to the member. In accordance with Article 23(3) of PIPA, before a review becomes visible to other users the Company clearly informs the member that sensitive information may be disclosed and how to choose private visibility. Members may change the visibility of a review or delete it at any time after posting.',
        'The Company applies the security measures in Article 10 to prevent sensitive information from being lost, stolen, leaked, forged, altered or damaged. When uploading before/after photos, members are encouraged to minimise exposure, for example by covering their face or other identifying features.',
      ],
      items: [
        'Purpose of collection and use: posting and managing reviews, and forwarding consultation requests to clinics',
        'Items collected: treatment history such as treatment name and date, before/after photos, and health-related information in consultation notes',
        'Retention period: reviews until the member deletes them or withdraws (reviews on withdrawal are handled under Article 4); consultation notes until one year after the request or the member’s withdrawal, whichever comes first',
        'Right to refuse consent and consequences: members may refuse consent to the processing of sensitive information; if they do, only writing reviews and entering consultation notes are unavailable, and the rest of the Service can be used without restriction.',
      ],
    },
    {
      heading: 'Article 4 (Processing and Retention Periods)',
      paragraphs: [
        'The Company processes and retains personal information within the retention period prescribed by law or consented to by the data subject. When a member withdraws, the member’s personal information is destroyed without delay. Consultation request history is kept for one year from the request date; if the member withdraws earlier, the consultation notes and the link to the member’s account are destroyed without delay. The clinic’s booking record (request date and time, where it was requested from, and its progress) then remains in the clinic’s consultation console, anonymised as “Former member” so that no individual can be identified.',
        'Unless the member deletes them before withdrawing, reviews written by the member remain after anonymisation so that no individual can be identified: the link to the author’s account is deleted and the nickname is replaced with “Former member”. Because a person may be identifiable from photos themselves, members who do not want their reviews to remain should delete them before withdrawing.',
        'However, where retention is required by law, the following information is stored separately from other personal information for the periods below and then destroyed.',
      ],
      items: [
        'Records of consumer complaints or dispute handling: 3 years (Act on the Consumer Protection in Electronic Commerce)',
        'Service access records (log records, access location tracking data): 3 months (Protection of Communications Secrets Act)',
        'Records confirming the collection, use and provision of location information: 6 months (Act on the Protection, Use, etc. of Location Information)',
      ],
    },
    {
      heading: 'Article 5 (Provision to Third Parties)',
      paragraphs: [
        'The Company processes personal information only within the scope of the purposes in Article 1 and provides it to third parties only where Articles 17 and 18 of PIPA permit, such as with the data subject’s consent or under a special provision of law.',
        'When a member requests a consultation, the Company obtains the member’s consent for each request and provides personal information to the clinic as follows. If the consultation notes contain health-related information, separate consent to the provision of sensitive information is obtained.',
        'The Company does not sell or otherwise voluntarily provide members’ personal information, such as reviews or bookmark history, to clinics, except where a law specifically provides otherwise, for example when an investigative authority makes a request following statutory procedures.',
      ],
      items: [
        'Recipient: the clinic (medical institution) to which the member has submitted a consultation request',
        'Purpose: confirming the consultation booking, arranging the schedule and contacting the member to conduct the consultation',
        'Items: nickname, treatment of interest and preferred date and time, consultation notes, LINE ID (only if entered by the member)',
        'Retention period: until the purpose of the consultation is achieved (up to one year from the request date), except information the clinic must keep under the Medical Service Act or other laws, which is kept for the period those laws require',
        'Right to refuse consent and consequences: members may refuse consent to the provision, in which case they cannot submit a consultation request to that clinic.',
      ],
    },
    {
      heading: 'Article 6 (Outsourcing of Processing)',
      paragraphs: [
        'To provide the Service smoothly, the Company outsources the processing of personal information as follows.',
        'When entering into an outsourcing contract, the Company specifies in writing, in accordance with Article 26 of PIPA, matters such as the prohibition on processing personal information for purposes other than the outsourced work, technical and administrative safeguards, restrictions on sub-outsourcing, supervision of the contractor, and liability including compensation for damage, and supervises whether the contractor processes personal information securely. Any change in the outsourced work or contractors will be disclosed in this Policy without delay.',
        'The Company stores members’ personal information on servers located in the Republic of Korea and does not transfer personal information overseas. If an overseas transfer becomes necessary, the Company will inform data subjects of the destination country, the recipient and the items transferred, and obtain any required consent, in accordance with PIPA.',
      ],
      items: [
        'Example Cloud Co., Ltd.: cloud server hosting and data storage',
        'Example CDN Co., Ltd.: storage of images (including review photos) and operation of the content delivery network (CDN)',
      ],
    },
    {
      heading:
        'Article 7 (Rights and Obligations of Data Subjects and Legal Representatives, and How to Exercise Them)',
      paragraphs: [
        'Data subjects may exercise the following rights against the Company at any time.',
        `These rights may be exercised through My Page in the Service (editing the nickname, changing review visibility or deleting reviews, and deleting the account), or in writing, by email (${en.email}) or through the customer centre (${en.csPhone}). The Company will act within 10 days of receiving a request and notify the data subject of the outcome.`,
        'Rights may also be exercised through an agent, such as a legal representative or a person authorised by the data subject, in which case a power of attorney in the form prescribed by the Notice on Methods of Processing Personal Information must be submitted.',
        'Requests for access or suspension of processing may be restricted under PIPA, and deletion cannot be requested where other laws specify the personal information as an item to be collected. If the Company refuses a request, it will give the reasons. Members must not infringe the rights of others by posting other people’s personal information or photos.',
      ],
      items: [
        'Request access to personal information',
        'Request correction of errors',
        'Request deletion',
        'Request suspension of processing and withdraw consent (including consent to the processing of sensitive information and to provision to clinics)',
      ],
    },
    {
      heading: 'Article 8 (Destruction Procedure and Method)',
      paragraphs: [
        'When personal information is no longer needed, for example because the retention period has expired, the purpose of processing has been achieved or the member has withdrawn, the Company destroys it without delay.',
        'Procedure: the Company identifies the personal information to be destroyed and destroys it with the approval of the Chief Privacy Officer. Personal information that must be retained under law is moved to a separate database or stored in a separate location, and is not used for any purpose other than that prescribed by law.',
        'Methods of destruction are as follows.',
      ],
      items: [
        'Electronic files: permanent deletion using technical methods that prevent recovery or reproduction (including copies stored in image storage and CDN caches)',
        'Paper documents: shredding or incineration',
      ],
    },
    {
      heading: 'Article 9 (Cookies: Installation, Operation and Refusal)',
      paragraphs: [
        'The Company uses cookies to keep members logged in, remember language settings and compile usage statistics. A cookie is a small piece of information sent by the Service’s server to the user’s browser and stored on the user’s device. The Company does not use third-party advertising cookies for targeted advertising.',
        'Users can refuse cookies or delete stored cookies through their browser settings.',
        'If cookies are refused, it may be difficult to use services that require login, such as bookmarks, consultation requests and writing reviews.',
      ],
      items: [
        'Chrome: Settings > Privacy and security > Third-party cookies, or Delete browsing data',
        'Safari (iPhone): Settings app > Safari > Block All Cookies, or Clear History and Website Data',
        'Samsung Internet: Settings > Privacy and security > turn off Allow cookies, or Delete browsing data',
        'Microsoft Edge: Settings > Cookies and site permissions > Manage and delete cookies and site data',
      ],
    },
    {
      heading: 'Article 10 (Security Measures)',
      paragraphs: ['The Company takes the following measures to ensure the security of personal information.'],
      items: [
        'Administrative measures: establishing and implementing an internal management plan, minimising the number of personal information handlers and training them regularly',
        'Technical measures: managing access rights to and controlling access to personal information processing systems, encrypting data in transit (TLS), encrypting sensitive information and consultation notes at rest, and installing and updating security software',
        'Retention and protection of access records: keeping access records of personal information handlers to processing systems for at least 2 years, protecting them against forgery and alteration, and reviewing them regularly',
        'Physical measures: using cloud data centres with information security certification and controlling physical access',
      ],
    },
    {
      heading: 'Article 11 (Chief Privacy Officer)',
      paragraphs: [
        'The Company has designated the following Chief Privacy Officer to take overall responsibility for the processing of personal information and to handle complaints and remedies for data subjects in relation to that processing.',
        'Data subjects may contact the Chief Privacy Officer about any privacy-related inquiries, complaints or remedies arising from their use of the Service, and the Company will respond and act without delay.',
      ],
      items: [
        `Chief Privacy Officer: ${en.privacyOfficer} (Head of Privacy)`,
        `Email: ${en.email}`,
        `Phone: ${en.csPhone} (${en.csHours})`,
        `Address: ${en.address}`,
      ],
    },
    {
      heading: 'Article 12 (Remedies for Infringement)',
      paragraphs: [
        'To obtain remedies for infringement of personal information, data subjects may apply for dispute resolution or counselling to the Personal Information Dispute Mediation Committee, the Personal Information Infringement Report Center of the Korea Internet & Security Agency (KISA) and similar bodies. For other reports of or advice on infringement of personal information, please contact the organisations below (all phone numbers are domestic Korean numbers, dialled without an area code).',
      ],
      items: [
        'Personal Information Dispute Mediation Committee: 1833-6972 (www.kopico.go.kr)',
        'Personal Information Infringement Report Center: 118 (privacy.kisa.or.kr)',
        'Supreme Prosecutors’ Office: 1301 (www.spo.go.kr)',
        'Korean National Police Agency: 182 (ecrm.police.go.kr)',
      ],
    },
    {
      heading: 'Article 13 (Changes to this Privacy Policy)',
      paragraphs: [
        'This Privacy Policy applies from 22 November 2026.',
        'If the Company adds to, deletes or amends this Policy, it will give notice through the Service’s announcements at least 7 days before the change takes effect. However, for significant changes to data subjects’ rights, such as changes to the items collected, the purposes of use or provision to third parties, notice will be given at least 30 days in advance and consent will be obtained again where necessary.',
        'Previous versions of this Privacy Policy can be viewed in the Service.',
      ],
    },
  ],
};

export const privacyPolicy: Record<Locale, LegalDocument> = {
  ko: privacyKo,
  ja: privacyJa,
  en: privacyEn,
};
