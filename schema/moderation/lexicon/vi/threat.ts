import type { ThreatLexicon } from '../types.ts';
import { viCrisis } from './crisis.ts';

export const viThreat: ThreatLexicon = {
  language: 'vi',
  fillers: viCrisis.fillers,
  spellings: {},
  sets: {
    ...viCrisis.sets,
    selfkill:
      'tu+tu|tu+sat|tu+giet|tu+dam|=tự+=đâm|=tự+=bắn|tu+chem|tu+ket+lieu|tu+thieu|=tự+=vẫn|tu+xu|tu+treo|treo+co|nhay+lau|nhay+cau|nhay+song|chet|chet+luon|chet+theo|uong+thuoc|uong+theo|ket+lieu+ban+than|ket+lieu+minh|=tự+=tử|tu+giet+minh|di+theo|ra+di|cung+di|khong+song|khong+thiet+song|chang+thiet+song|khong+muon+song|cung+chet|tu+ket+thuc|uong+thuoc+theo|nhay+theo|nhay+xuong|ban+vao+dau+minh|tu+ban|ban+minh|cung+xuong+mo|xuong+mo+cung|cung+xuong+dia+nguc|tu+lao|tu+nhay|lao+xuong+song',
    me: 'tao|toi|tui|minh|tau|tớ|to|t|bo|ba|ong|chi|anh',
    will: 'se|sắp|phai|nhat+dinh|nhat+dinh+se|muon|dinh|quyet|chac+chan|the|thề|ngay+mai|toi+nay|mai',
    // As typed where folding would meet an everyday word: "bắn" (shoot) and "bạn" (friend).
    kill: 'be+co|=bẻ+=cổ|cat+tiet|thu+tieu|tru+khu|=khử|lam+goi|bam+vam|bam+nat|phanh+thay|chat+dau|moc+mat|=tẩn|=đấm|=chặt|danh+gay|tat+axit|=tạt|bat+coc|giet|=đâm|dam+chet|=chém|=bắn|dau+doc|bop+co|danh+chet|=xử|=thịt|lam+thit|=đốt|cat+co|siet+co|=đánh|=tát|dap+chet|=xiên|tong+chet|=cán+=chết|cat+luoi|=cắt+=lưỡi',
    // "ổng", "bả" (him, her, in the south) as typed: folded, they are everyday words
    // (docs/decisions/047).
    victim:
      '=ổng|=bả|ong+ay|ba+ay|anh+ay|chi+ay|co+ay|em+ay|ca+lop|ca+truong|chan+may|con+may|con+gai+may|con+trai+may|nha+may|may|mày|no|nó|may+thang|thang+do|con+do|con+kia|thang+kia|tui+may|tụi+mày|bon+no|tụi+nó|chung+may|chúng+mày|ca+nha+may|ca+nha+no|sep|sếp|bo+duong|bố+dượng|me+ke|dì+ghẻ|chong|vợ|vo|nguoi+yeu+cu|ny+cu|ban+cung+phong|thay|co+giao|dong+nghiep|hang+xom|anh+ta|chi+ta|hắn|han|bọn+chúng|bon+chung|bo+tao|me+tao|thang|con|me|nyc|ny+cu|thang+nyc|vk|ck|tui+bay|=tụi+=bây|=bây|bon+bay|=mầy|mi|ong+ta|ba+ta|co+ta|thang+cha|lu+no|lu+may|ca+bon|het+bon|chung+no|nguoi+do|ke+do|dua+do|thang+nao|dua+nao|ke+nao',
    // Weapons one brings ("dao" as typed would miss "dao" typed bare; idioms take the kitchen).
    weapon:
      'dao|=dao|sung|bom|ma+tau|=mã+=tấu|dao+phay|kiem|gay+sat|gay+bong+chay|tuyp|ong+tuyp|axit|xang|can+xang|emojiweapon|luoi+lam|=búa|bua',
    // Words of the round-4 threats, for the idioms that cancel them in jokes and games.
    harm4: '{hit}|tra+gia|lay+mang|song+khong+bang+chet|{smash}|nhu+tu|=nhừ+=tử',
    hit: '=đập|dap|=đánh|danh|=đấm|=chém|chem|=phang|phang|=nện|=táng|=vụt|=quất|=bổ',
    smash:
      'be+dau|vo+dau|=bể+=đầu|=vỡ+=đầu|be+so|vo+so|=vỡ+=sọ|nat+mat|=nát+=mặt|nat+dau|toac+dau|nut+dau|vo+mom|=vỡ+=mồm|gay+co|gay+chan|gay+tay|gay+rang|=gãy+=răng|vo+mat|nat+nha|be+nha',
    // Round 6: the person threatened (no "con", child, nor "mẹ"), where a weapon is taken, killing.
    foe: 'thang|thang+do|con+do|con+kia|thang+kia|no|nó|han|=hắn|may|mày|=mầy|tui+may|tụi+mày|bon+no|tui+no|chung+no|chung+may|ong+ta|ba+ta|co+ta|anh+ta|chi+ta|thang+cha|nguoi+yeu+cu|ny+cu|nyc|vo+cu|chong+cu|bo+cu|=bồ+=cũ|ke+do|dua+do|nguoi+do|tui+bay|=tụi+=bây',
    place:
      'cty|co+quan|truong|lop|cong+ty|van+phong|san+bong|san+truong|=chợ|quan|dau+ngo|dau+hem|hem|bai+xe|ktx|ky+tuc+xa|buoi|le+hoi|nha+may|nha+no|nha+han|cong+truong|nha+tho|=chùa|sieu+thi|buoi+hoa+nhac|dam+cuoi',
    // Round 9: whom one takes along, and "I go too" said after it.
    others9:
      'ca+lop|ca+truong|ca+cong+ty|ca+nha|ca+xe|ca+xuong|ca+dam|sep|giam+doc|quan+doc|chu+no|to+truong|thang+sep|thang+giam+doc|thang+quan+doc|thang+chu+no|=lão|lao|=gã|ga|bo+duong|me+ke|=bả|ba+ta|co+ta|anh+ta|=tụi|bon+bat+nat|=bọn|tui+bat+nat',
    dying9:
      'neu+phai+chet|truoc+khi+chet|truoc+khi+{me}+chet|ngay+cuoi|het+duong|tu+tu|tu+sat|{me}+chet|chet+thi+chet',
    metoo:
      '{me}+cung+chet|{me}+cung+khong+song|{me}+cung+chang+thiet+song|{me}+cung+khong+thiet+song|{me}+cung+end|{me}+cung+tu+xu|{me}+cung+di+theo|{me}+cung+tu+sat|{me}+cung+tu+tu|cung+khong+song+nua|cung+chang+thiet+song|ke+ca+toi|ke+ca+tao|{me}+uong+not|{me}+an+phan+con+lai|{me}+cung+an|{me}+chet+sau|toi+luot+{me}|den+luot+{me}|{me}+chet+theo|roi+{me}+chet|roi+{me}+tu+tu|roi+{me}+tu+sat|roi+{me}+uong|roi+nhay|roi+tu+tu|roi+tu+sat|roi+treo+co',
    // Round 10: what is put in someone's food or water.
    poison2:
      'thuoc+doc|chat+doc|=độc|bo+doc|thuoc+chuot|thuoc+diet+chuot|thuoc+sau|thuoc+tru+sau|thuoc+diet+co|xyanua|xianua|paraquat|thuoc+ngu|thach+tin|=thạch+=tín',
    murder:
      'siet+co|=siết+=cổ|bop+co|dap+chet|danh+chet|chem+chet|giet|=giết|giet+chet|=chém|=đâm|dam+chet|ban+chet|=bắn|=xử|thit|=thịt|lam+thit|thu+tieu|chem+chet|=đốt',
  },
  threat: [
    '{me} {will} {kill} {victim}',
    '{me} {kill} {victim}',
    '{me} .. cho .. {victim} .. an+dan|an+keo+dong|an+dao|an+kiem|len+ban+tho|ve+voi+ong+ba|ve+chau+troi|xuong+lo|di+ban+muoi|dap+chieu|xanh+co|nhu+tu|nhu+tuong',
    '{me} .. danh|=đánh|dap|=đập|dam|=đấm .. {victim} .. nhu+tu|=nhừ+=tử|nhu+tuong|ra+bã|chet|tan+phe',
    'may|mày|=mầy|tui+bay|=tụi+=bây|bon+bay|tui+may|chung+may|bon+may|=mi .. se|sap .. chet|toi+so|het+song|khong+song+noi|xuong+lo',
    'may|mày|=mầy|tui+bay|=tụi+=bây|chung+may|=mi khong|chang|ko .. thoat|chay|tron .. duoc+dau|duoc+tao|khoi+tay+tao|dau',
    '=tụi+=bây|tui+bay|bon+bay|=bây|=mi chet+chac|tieu+roi|xong+roi|toi+roi',
    'may|mày|tui+may|chung+may|bon+may chet+chac|chet+chắc|tieu+roi|xong+roi|coi+chung|liệu+hồn|lieu+hon|sống+không+yên|song+khong+yen',
    '{me} biet nha|cho+o .. may|no|mày|nó',
    'cho may|no|mày|nó|ong+ta|ba+ta|ong+ay|ba+ay|han|=hắn|thang+do|thang+cha|con+do|con+kia|bon+no|tui+no|chung+no biet+tay|tra+gia|nhap+vien|tan+phe|biet+mat',
    '{me} .. tim may|nó|no|mày .. giet|xu|danh|tra+thu|cho',
    'mang|dem|mang+theo dao|sung|bom .. den|toi|vao|len|qua truong|cong+ty|lop',
    'cho+no|no+tung|dat+bom|đặt+bom .. truong|cong+ty|cho|benh+vien|{place}',
    '{me} dot|đốt nha|xe .. may|no|mày|nó',
    '{me} tra+thu|báo+thù|bao+thu .. may|no|tat+ca|ca+nha',
    '{me} phuc+kich|chan|chặn|rinh .. may|no|nó',
    'may|mày song|sống khong|chẳng|chang qua .. ngay+mai|dem+nay|toi+nay',
    '{me} se|sẽ tim|kiem|den+tim|toi+tim may|mày',
    'cho|lam may|mày|no|nó phai tra+gia',
    'cho|lam may|mày|no|nó tra+gia',
    // Broader: maiming, bombs, shootings, warnings.
    '{me} .. {kill} .. {victim}',
    '{me} .. danh+bom|dat+bom|xa+sung|no+sung|=bắn .. truong|lop|cong+ty|=chợ|nha+tho|=chùa',
    'biet .. con|vo|chong|nha .. may|mày .. hoc|o|lam .. dau|nao',
    'di dem|ra+duong|ve+nha .. can+than|coi+chung',
    'may|mày .. cu cho|doi day|đấy|do',
    'khien|lam|cho may|mày|no hoi+han',
    'danh|đánh .. gay|chet|tan+phe|nhu+tuong .. may|no|chan|tay',
    'cho may|no tan+phe|nhap+vien|nam+vien',
    'mai|ngay+mai|tuan+sau dung den|toi|di truong|lop|cong+ty',
    'nha|con|vo .. may|mày .. co chuyen+gi|bi+gi .. dung trach|trach+tao',
    'may|mày .. khong|chang|ko song qua|toi .. ngay+mai|dem+nay',
    'tat|hat axit .. may|no|mat',
    'day|đẩy|=xô|xo .. no|may|mày|{victim}|ba+ay|ong+ay|co+ay|anh+ay|chi+ay .. xuong lau|cau+thang|song|cau|ho|vuc|=tầng|san+thuong',
    'bat+coc .. con|vo|me .. may|no',
    '{victim}|no|thang|con|bon+no|tui+no|may .. phai+chet+truoc|phai+di+truoc|chet+truoc+tao',
    '{victim}|tui+no|bon+no|chung+no|no|may .. cung .. dung+hong|dung+mong .. song|yen|thoat',
    'nhat+xac|nhặt+xác|nhận+xác|nhan+xac',
    // Round 4: weapons brought, beatings spelled out, poison in the food, a crowd run down.
    '{me} .. mang|dem|xach|vac|mang+theo .. {weapon} den|toi|qua|sang|len|vao|vo truong|lop|cong+ty|cty|van+phong|nha+may|nha+no|nha+han|$',
    '{me} .. mua|chuan+bi|mang+theo|giau|cam .. {weapon} & tra+gia|biet+tay|nho+mat|tra+thu|=xử|=chém|chem',
    'noi+chuyen|tra+loi|giai+quyet|xu+ly|tinh+so|tinh+su bang {weapon}|nam+dam|=nắm+=đấm|vu+luc|bao+luc',
    'tra+gia bang+mau|bang+mang|bang+mang+song',
    'mang|dem|xach|voi .. xang|can+xang|chai+xang|binh+xang .. dot|=đốt|cham+lua|phong+hoa|thieu',
    '{me} .. cho+nguoi|cho+anh+em|keo+nguoi|goi+nguoi|thue+nguoi|voi+anh+em .. den|toi|qua .. dap|=đập|xu|danh|=đánh|chem|dot|pha',
    'dap+nat|=đập+=nát|dap+pha|pha+nat|dap+tan .. nha|xe|cua+hang|mat|dau .. {victim}',
    '{me} .. {hit} .. {smash}',
    '{me} .. rach|=rạch|cua|=cứa|tat|=tạt|chem|=chém|cao|=cào .. nat|=nát .. mat|=mặt',
    '{victim} .. se|sap|dung+mong .. {neg}+lanh+lan|{neg}+con+lanh+lan|{neg}+nguyen+ven|{neg}+toan+thay|het+lanh+lan & tao|tui|=tau|toi+nay|dem+nay',
    'bo|tron|pha|=bỏ .. {means}|thuoc+doc|chat+doc|axit .. vao .. {victim}|ho|ca+nha|ca+nha+no',
    'cho|khien|lam+cho .. {victim}|ca+nha+may|ca+nha+no .. chet+khong+toan+thay|chet+khong+co+dat+chon|chet+khong+nham+mat|song+khong+bang+chet|song+khong+nhu+chet',
    '{me} .. lay+mang|doat+mang|lay+mang+song {victim}',
    'may|mày|tui+may|bon+may|chung+may|=bây .. se+phai|phai tra+gia|tra+gia+dat|tra+gia+bang+mau',
    'lai+xe|xe|xe+tai|phong+xe|=lái .. lao|tong|dam|can|=đâm|=cán .. vao|qua .. dam+dong|dong+nguoi|hoc+sinh|nguoi+di+duong|le+hoi',
    // Round 5: stabbings promised, a blow to the head, an ambush, a face cut, a "thing" brought.
    'dam|=đâm|chem|=chém|phang|=phang|cho .. {victim}|no|may .. mot+nhat|vai+nhat|may+nhat|vai+dao|may+dao',
    '{me} .. cho .. mot+gay|vai+gay|mot+bua .. vao+dau|vao+mat|vao+nguoi',
    'cat+gan+tay|cat+gan+chan|=cắt+=gân|chat+tay|chat+chan',
    'dua+nao|thang+nao|con+nao .. dung+toi|dung+vao|bat+nat|dong+vao .. {me} .. la|thi .. {me} .. {kill}|{hit}|xu',
    'cho .. ba|ong|co|chu|bac|=bả|=ổng .. biet+tay|biet+mat|nho+doi',
    '{me} .. mang|dem .. mot+thu|thu+gi+do .. den|toi .. truong|cong+ty|lop|van+phong & {neg}+bao+gio+quen|nho+doi|nho+mai',
    '{me} =phục|rinh|phuc+san .. {victim}|no|may .. dau+hem|o+dau+hem|o+hem|dau+ngo|ngoai+ngo|cong+truong|tren+duong+ve',
    '{me} .. {hit} .. ca+=ổng|ca+=bả|=ổng|=bả|ca+ong+ay|ca+ba+ay|ca+thang+do|ca+nha+may',
    'rach+mat|=rạch+=mặt|=cào+=mặt|tat+axit+vao+mat .. {victim}|no|may|ba+ta|ong+ta|co+ta|=bả|=ổng|han',
    // Round 6: beatings promised, a gun and a visit, stalking, a crew called, a bomb, a hate crime.
    '{me} .. {hit}|danh|dap .. cho .. =nhừ+=tử|nhu+tu|nhu+tuong|tan+phe|nhap+vien',
    'cho .. {victim}|{foe}|ong+ta|ba+ta .. mot+tran|mot+bua|tran =nhừ+=tử|nhu+tu|nhu+tuong|ra+tro|tan+phe|nho+doi|thua+song',
    '{me} co|mua|cam|mang .. {weapon} ~ {me} .. den|toi|qua|ghe|len|tim .. nha+may|cho+may|nha+no|nha+han|tan+nha',
    'biet .. {foe}|chi|anh|co|ong|ba|em .. o|lam|hoc|song .. dau|cho+nao|phong|ky+tuc+xa|ktx ~ can+than+day|can+than+do|coi+chung|lieu+hon|se+doi|=đợi+=sẵn|cho+san',
    'chan|=chặn|block|tron|=trốn|xoa+ket+ban|unfriend|{neg}+tra+loi|{neg}+nghe+may ~ biet .. {foe} .. o|lam|hoc|song .. dau|cho+nao|phong|ky+tuc+xa|ktx',
    '{me} .. keo|goi|dan|thue|=kêu|ru|voi .. anh+em|dan+em|nguoi|giang+ho|=đàn+=em .. qua|den|toi|sang|len|xuong .. {kill}|{hit}|xu|=xử|chem',
    'cho .. dia+chi .. {foe} ~ {kill}|{hit}|xu|=xử|chem|tra+thu',
    '{victim}|{foe}|nha+may|ca+nha+may .. {neg}+yen+dau|{neg}+song+yen|{neg}+yen+voi+tao|{neg}+yen+than+dau|{neg}+yen+on+dau & tao|tui|=tau|dem+nay|toi+nay|tra+tien|tra+no|coi+chung',
    '{me} .. mang|dem|xach|vac|mang+theo .. {weapon} .. ra|den|toi|qua|sang|len|vao {place}',
    '{weapon} ~ nho+mat|biet+tay|tra+gia|lieu+hon',
    'mua|co|mai|chuan+bi|cam .. {weapon} ~ {foe} .. {neg}+song+qua|{neg}+song+toi|{neg}+song+den|{neg}+song+duoc+qua',
    'la+tao|thi+tao|la+tui|thi+tui|la+toi|thi+toi|la+tau|thi+tau {murder} $',
    '{me} .. se|sap|dinh|muon .. dat+bom|cai+bom|gai+bom|danh+bom|cho+no+tung|no+tung',
    'nen|phai|dang .. bi .. thieu+song|=thiêu+=sống|giet+sach|giet+het|tieu+diet|thanh+trung|chet+het|dot+song ~ tui+tao|bon+tao|chung+tao|anh+em+tao|tao .. se|sap .. ra+tay|hanh+dong|xu|=xử|don+dep|thanh+toan|tu+tay',
    '{me} .. =phục|phuc+kich|rinh|mai+phuc|=chờ|=đợi|cho+san|doi+san .. o|tai .. dau+ngo|dau+hem|ngo|hem|bai+xe|cong+truong|cong|duong+ve & {hit}|{kill}|an+gach|an+gay|tran|=nhừ|nhu+tu|thang+nao|dua+nao|tra+gia',
    'la|thi|se|cho an+gach|an+gay|an+bua|an+dao|an+=đá vao+dau|vao+mat|vao+=đầu',
    'xang|can+xang|chai+xang .. tuoi|=tưới|do|=đổ|rai|hat|tat .. len|vao .. nha|xe|nguoi|phong & cham+lua|=châm+=lửa|dot|=đốt|bat+lua',
    // Round 7: a machete carried over to the next street, a knife bought and a warning.
    '{me} .. mang|dem|xach|vac|mang+theo .. {weapon} .. sang|qua|den|toi .. {kill}|{hit}|xu',
    'mua|co|mai|chuan+bi|cam .. {weapon} ~ {foe} .. cu+chuan+bi|chuan+bi+di|chuan+bi+tinh+than|cu+cho+do|cu+doi+do',
    // Round 9: a knife "eaten", a house burnt, a beating to death, a wake for the other's family.
    'xac+dinh+an+=dao|cho+an+=dao|do+an+=dao|la+an+=dao|thi+an+=dao',
    '{me}|tui+tao|bon+tao .. =đốt|dot .. nha+ong|nha+may|nha+tung|het+nha+tui|het+nha+bon|het+nha+may|nha+no|nha+=bả|nha+ba+ta|nha+ong+ta',
    '{hit}+chet|danh+chet .. tung+dua|dua+dau+tien|het|ca+lu',
    '{foe}|nha+may|con+may|=bây .. nam+hom|{neg}+toan+mang|se+co+tang|thi+nha+may+co+tang|{neg}+ve+nha+duoc+nguyen+ven|{neg}+ve+duoc+nguyen+ven|se+thanh+tro|gap+la+chem',
    // Round 10: poison in someone's food or well, a car into a crowd, a grudge met again, a beating
    // "till the hospital", a visit to the house.
    'bo|tron|pha|=bỏ|tha .. {poison2} .. vao|vo .. {victim}|{foe}|{others9}|ong+chu|ba+chu|=ổng|=lão|ban+cung+phong|hang+xom|me+chong|bo+chong|chu+nha|chu+tro',
    '{me} .. lao|tong|can|=đâm|phong .. xe .. vao|qua|toi .. dam+dong|dong+nguoi|nguoi+di+duong|hoc+sinh|le+hoi|dam+cuoi|dam+tang|dieu+hanh|bon+no|tui+no',
    'dua+nao|thang+nao|con+nao|ke+nao .. dung+vao|dung+toi|dong+vao|dung+den|cham+vao|dong+den|=đụng .. {me} .. {me} {kill}|{hit}|xu|=xử|{murder}',
    'gap|thay|dung+mat|cham+mat .. {foe}|{victim} .. {me} {kill}|{murder}|dap+chet|danh+chet',
    '{me} .. {hit} .. {foe}|{victim} .. nhap+vien|tan+phe|nam+vien|gay+tay|gay+chan|=nhừ+=tử',
    '{me} .. den|toi|qua .. tan+nha|nha .. {hit}+chet|dap+chet|danh+chet|{kill}|{hit}|{murder}',
    '{me} cho+an+don|cho+no+an+don|cho+may+an+don|cho+an+dap .. =nhừ+=tử|nhu+tu|nhu+tuong|tan+phe|nho+doi',
    // Round 11: a weapon and blood promised; bones broken; "don't blame me"; "your turn next";
    // a knife "given"; beaten one by one.
    '{weapon} & =đổ+=máu|do+mau|phai+chet|an+dao|an+dan',
    'be+gay|=bẻ+=gãy|danh+gay|dap+gay|=đập+=gãy|chat+dut|=chặt .. chan|tay|co|rang|xuong|ngon .. may|=mày|no|=nó|han|hắn|tui+may|chung+may|thang+do|con+do',
    'dung+trach|=đừng+=trách|dung+co+trach .. tao|tui|bon+tao|=tụi+tao .. ra+tay|ac|manh+tay|nang+tay|khong+nuong+tay|doc+ac',
    'toi+luot|den+luot|=tới+=lượt|=đến+=lượt|ke+tiep+la .. chu+no|chu+nha|=mày|may|no|=nó|han|hắn|ca+nha & {kill}|bo+ba|danh+ba|=bả|dau+doc',
    'cho+no|cho+may|cho+han|tang+no|tang+may .. mot+dao|1+dao|mot+nhat+dao|vai+nhat+dao|mot+vien+dan|vai+phat+dan|mot+phat+dan|mot+bang+dan',
    '=tao|tui+tao|=tụi+tao|bon+tao|chung+tao|anh+em+tao .. {hit} .. tung+dua|tung+thang|het+bon|het+tui+no|het+tui+bay|tung+dua+mot|tung+thang+mot',
    // Round 12: beaten "to death", a "copper candy" (a bullet) or a brick to the head, whoever shows
    // his face gets cut.
    '{me}+{hit}|{me}+{will}+{hit} cho+den+chet|cho+toi+chet|den+chet|toi+chet|cho+chet|cho+tan+phe|den+tan+phe|cho+nhu+tu',
    '{me} .. cho|tang .. {foe}|{victim}|{others9} .. keo+dong|vien+keo+dong',
    '{me} .. cho|tang|nem|choi .. {foe}|{victim}|{others9} .. cuc+gach|hon+gach|hon+da|cuc+da|cay+gay|phat+gay .. vao+dau|vao+mat|vao+so|vao+gay',
    'dua+nao|thang+nao|con+nao|bon+nao|tui+nao .. lo+mat|lo+dau|ra+mat|dam+ra|xuat+hien|dam+toi|dam+den .. la|thi {hit}|{kill}|an+dao',
  ],
  crisisThreat: [
    // Round 9: dying together named from either side ("tao với tụi nó chết chung"), the other one
    // first and then oneself, a share of the poison each, the fire one stays inside.
    'chet+chung|cung+chet|chay+chung|cung+chet+chay|chet+chay+chung & {me}+voi|{me}+va|voi+{me}|va+{me}|lan+minh|lan+toi|lan+tao|ca+hai+dua|hai+dam+tang',
    'keo|loi|dem|mang|dan|om|=ôm|ru|=rủ .. {foe}|{others9} .. chet+chung|chet+cung|cung+chet|theo+tao|theo+toi|theo+minh',
    'dem|mang|keo|loi .. theo|{foe}|{others9} .. {foe}|{others9}|theo & {dying9}',
    'phai+chet+truoc|phai+di+truoc|se+chet+truoc|chet+truoc|{foe}+truoc|{others9}+truoc & {metoo}|{neg}+chet+mot+minh|{neg}+muon+song|{me}+se+chet|{me}+chet|roi+den+{me}|roi+toi+{me}',
    'dao+cho|mot+phan+cho|vien+dau+cho|phat+dau+cho ~ day+cho+tao|day+cho+toi|phan+con+lai+cho+toi|phan+con+lai+cho+tao|phan+con+lai+cho+minh|vien+cuoi+cho+toi|vien+cuoi+cho+tao|vien+cuoi+cung+cho+toi|vien+cuoi+cung+cho+tao',
    'dot|=đốt|mo+binh+ga|mo+binh+gas|mo+ga|cham+lua|xa+ga ~ chet+trong+do|{me}+trong+do|{me}+cung+o+trong+do|{me}+o+trong+do',
    '{kill}|xu|=xử|huy|=hủy|no+tung|dot|=đốt|dau+doc|bo+thuoc|lao+xe|tong+thang|mot+nhat|tra+gia|xong+viec+voi|nam+xuong ... {metoo}',
    '{want}|tinh|dinh|se .. dua|dan|mang .. vo+con|ca+nha|cac+con|ho .. di+cung|theo & song+kho|chiu+kho|khoi+kho|{neg}+ai+phai+kho|o+lai+kho',
    // Round 7: burning or shooting others and then oneself, a child taken along into the water.
    '=đốt|dot|thieu|phong+hoa|cham+lua ... roi|xong|sau+do .. tu+thieu|dot+minh|dot+ban+than|thieu+minh|=tự+=đốt|dot+tao|dot+toi',
    'ban+het+bon|ban+het+tui|ban+chet|ban+sach|=bắn ... roi|xong|sau+do .. tu+ban+vao|ban+vao+dau+minh|=tự+=bắn',
    'om|dat|mang|keo|bong|=bế .. con|em|be|dua+em|dua+nho|dua+con .. nhay|lao .. xuong|vao .. song|ho|bien|cau|gieng .. chet+cung|cung+chet|chet+chung',
    'cho|cho+ca .. con|cac+con|be|hai+dua+con .. uong|an .. thuoc|{means} & cung+chet|chet+cung|chet+chung|cung+ra+di',
    '{kill} .. roi|xong|sau+do .. {kill} .. minh|ban+than|chinh+minh|vao+dau+minh',
    'keo|loi|mang|dan .. theo|cung|chung & chet|tu+tu|tu+sat|ra+di|xuong+mo|dia+nguc|{want}+chet|chan+song',
    'chet+cung|cung+chet|chet+theo .. {me}|minh & ca+the+gioi|tat+ca|moi+nguoi|bon+no|tui+no|chung+no|ca+lop|ca+truong',
    'lao|lai|phong .. xe .. xuong|vao .. vuc|song|ho|bien .. cung|voi .. ca+nha|gia+dinh|con|vo|chong|bon+no|tui+no',
    'ca+nha|ca+gia+dinh|ca+hai+me+con|hai+me+con|me+con|bo+con|ca+nha+minh|ca+nha+toi .. cung+chet|chet+chung|chet+cung|cung+di|cung+ra+di',
    '{want}|se|dinh .. dua|dan|mang|om .. con|cac+con|be|ca+nha .. di+cung|di+theo|cung+di|theo & chet|ra+di|tu+tu|nhay|uong',
    // Harm to others, then to oneself ("giết nó rồi tự tử"), or dying together.
    '{kill}|xu|=xử|cho+no|no+tung|dat+bom|xa+sung|dau+doc|lao+xe|tong+xe|day|=đẩy|=xô .. roi|xong|sau+do|xong+thi|truoc .. {selfkill}',
    '{selfkill} .. keo|loi|mang|dan .. theo|cung|xuong+mo|xuong+dia+nguc|xuong+ho|chet+chung',
    'mang|keo|loi|dan .. theo .. xuong+mo|xuong+dia+nguc|xuong+ho|chet+cung|cung+chet|chet+chung',
    'mang|keo|loi .. xuong+mo|xuong+dia+nguc|xuong+suoi+vang|ve+chau+troi',
    'dong+quy+vu+tan|=đồng+=quy+=vu+=tận|cung+chet+voi|chet+chung+voi|om+bom|cam+tu+voi',
    'truoc khi .. di|chet|ra+di|tu+tu|tu+sat .. cho+no|no+tung|dat+bom|xa+sung|=bắn|=đâm|dam|chem|=đốt|dot|dau+doc|giet|xu|tra+thu|keo',
    '{me} chet .. thi|la .. {victim}|ca|tat+ca|no|ho .. cung+phai+chet|phai+chet+theo|phai+chet|chet+theo|di+theo|phai+di+theo|chet+cung|cung+chet|chet+chung',
    '{neg} .. chet+mot+minh|chet+1+minh|di+mot+minh|ra+di+mot+minh & keo|mang|dan|phai+co|di+cung|theo|cung+chet|chet+cung|chon+theo',
    'ca+nha|gia+dinh|cac+con|con|vo|chong|bo+me|moi+nguoi .. uong|an .. {means}|thuoc+doc|ca+lo+thuoc|het+lo+thuoc .. roi|xong|sau+do|truoc .. {me}|toi|minh|tao .. uong|chet|di+theo|theo',
    'lai+xe|xe|phong+xe .. lao|tong|dam|can .. vao|qua .. dam+dong|dong+nguoi|hoc+sinh|nguoi+di+duong .. roi|xong|sau+do .. chet|tu+tu|tu+sat',
    'co+chet|chet+cung|chet .. cung+phai|phai .. giet|keo|tra+thu|xu|mang .. theo|no|may|chung+no|tui+no|bon+no',
    '{kill} .. roi|xong|xong+roi|sau+do|xong+thi .. tu+tu|tu+sat|chet|nhay|treo+co|tu+giet|=tự+=tử',
    'keo|lôi|mang|dan|om .. ca+nha|gia+dinh|con|nó|no|tui+no|bon+no|vai+dua|theo .. chet|theo|di+cung|nhay|cung+chet',
    'chet+chung|cung+chet|chết+chung|chet+cung .. voi|nó|no|ca+nha|tui+no|bon+no|may',
    'truoc khi chet|chết|di .. keo|giet|tra+thu|xu|mang',
    'om|dat|mang con .. nhay|lao|xuong song|cau|lau',
    'mo+ga|dot+than|dot+nha .. ca+nha|cung+di|cung+chet|gia+dinh',
    'xuong dia+nguc cung|voi tui+no|bon+no|no|may',
    'mang|dan|dua con|cac+con|ca+nha .. di+cung|theo khi|luc toi|minh ra+di|chet',
    'dau+doc|giet|xu ca+nha+minh|ca+nha+toi|ca+nha+tao|ca+gia+dinh|gia+dinh+minh|ca+nha $',
    'chet .. keo theo|theo+vai|vai+dua',
    '{want}+chet|chet cung|chung .. con|ca+nha|vo|chong',
    'vien+dan|dan cuoi .. cho minh|tao|toi',
    'dau+doc .. roi .. cung uong|chet',
    'no|may truoc .. tao|minh|toi sau',
    'mang|dan|keo sep|no|bon+no|tui+no .. theo',
    'mo+ga|binh+ga|xa+ga .. ngu|luc',
    // Round 4.
    'truoc khi .. chet|ra+di|tu+tu|tu+sat|=tự+=tử & giet|=đâm|=chém|chem|=bắn|xu|=xử|tra+thu|keo+theo|dot|dau+doc|tat+axit|=tạt',
    'chet|cung+chet|chet+het|chet+chung .. ca+dam|ca+lu|ca+bon|tat+ca|het|ca+nha .. ca+toi|ca+tao|ca+minh|ca+tui|luon+toi|luon+tao|ke+ca+toi|ke+ca+tao',
    'cho thang|thang+do|con+do|no|bon+no|tui+no|han|=hắn|chung+no|ca+bon|tui+bay|may .. chet+truoc|di+truoc|chet+theo|chet+cung',
    'hai+soi+day|2+soi+day|hai+cai+thong+long|du+cho+hai+nguoi|cho+hai+nguoi & mot+cho+toi|mot+cho+tao|mot+cho+minh|mot+cho+con|tao+va|toi+va|minh+va|{means}',
    '{kill}|dau+doc|bo+thuoc|bo+vao|cho+no+uong|cho+no+an ... uong|nuot phan+con+lai|phan+tao|phan+toi|phan+minh|phan+cua+tao|phan+cua+minh|phan+cua+toi',
    'thieu|dot|=đốt|phong+hoa .. nha|can+nha|phong|xe .. voi|ca|cung|lan|ke+ca tao|toi|minh|tui .. va|voi|lan {victim}|thang|con|no|bon+no|tui+no|ca+nha|ca+lu .. ben+trong|o+trong|trong+do|trong+nha|chet+chay|cung+chet',
    // Round 5: taking the children or the household along, a bullet each, going out together.
    'cho .. ca+hai+dua+con|hai+dua+con|cac+con|con|ca+nha|vo|chong .. uong|an .. {means}|{pills}|thuoc .. cung+toi|cung+tao|cung+minh|cung+voi+toi|roi+toi',
    'mo|xa|=vặn .. van+ga|van+gas|ga|gas|binh+ga|binh+gas .. luc|khi .. moi+nguoi|ca+nha|vo+con|cac+con .. ngu|dang+ngu|ngu+say $',
    'cho .. ca+nha|cac+con|vo+con|moi+nguoi .. ngu+mot+giac|ngu+mai|ngu+mai+mai .. roi|xong .. {me} .. di+theo|theo+sau|di+theo+sau & {neg}+ai+phai+kho|{neg}+ai+kho|mai+mai|vinh+vien',
    'tra+thu|bao+thu|xu|=xử .. sau+do|roi|xong .. {me} .. {neg}+con|{selfkill}',
    'mot+vien|1+vien .. cho+han|cho+no|cho+may|cho+=hắn|cho+thang|cho+con .. mot+vien|1+vien .. cho+toi|cho+tao|cho+minh',
    'vien+cuoi|phat+cuoi|vien+dan+cuoi .. cho+tao|cho+toi|cho+minh|cho+tui & sung|dan|tra+gia|{kill}',
    'lao|dam|tong|can .. vao|qua .. dam+dong|dong+nguoi .. cung+di|cung+chet|chet+chung|{selfkill}',
    'chuan+bi|mua .. xang+va+bat+lua|xang+va+hop+quet $',
    'xong+chuyen+voi|xu+xong|tinh+so+voi .. {victim}|no .. roi .. {me} .. cung+xong+doi|xong+doi|cung+chet|{selfkill}',
    'cho .. {victim}|tui+no|bon+no .. no+tung|chet|chay .. cung+tao|cung+toi|cung+minh|voi+tao',
    'cham+lua|phong+hoa|=đốt+nha .. {me} .. {neg}+chay|{neg}+tron|{neg}+thoat',
    'ca+hai|hai+chung+toi|ca+hai+chung+toi .. se|deu .. {neg}+con+nua $',
    '{victim}|ca+ban|ban+giam+doc|ca+nha|ca+lop|ca+phong|han|=hắn .. va+toi|va+tao|va+minh|voi+toi .. cung+di|cung+chet|cung+ra+di|chet+chung|{neg}+ai+buoc+ra|{neg}+ai+ra+khoi|{neg}+ai+song',
    // Round 6: taking a few along, fire with oneself inside, the household put to sleep, a poisoned
    // bottle, a bullet each.
    'mang|keo|loi|dan .. theo .. vai+dua|may+dua|vai+thang|may+thang|vai+nguoi|ca+bon|ca+lu|het+bon|tui+no|bon+no ~ truoc+khi|ra+di|chet|{selfkill}|khi+di',
    'cham+lua|=châm+=lửa|phong+hoa|dot+nha|=đốt+=nhà .. ca|ke+ca|luon {me} .. o+trong|ben+trong|trong+do|trong+nha|cung+chay',
    'cho .. ca+nha|gia+dinh|cac+con|vo+con|bo+me|moi+nguoi .. uong|an .. {means}|thuoc+doc .. roi|xong|sau+do .. {i} .. uong+theo|chet+theo|di+theo|uong+het|theo+sau|uong',
    'pha|bo|tron|cho .. thuoc|{means}|{pills} .. vao .. sua|nuoc|chao|com|canh|do+an|binh+sua|ly ~ di+cung+nhau+con+nhe|di+cung+nhau+nhe|cung+nhau+ra+di|cung+chet|{neg}+de+con+o+lai',
    '{neg}+de .. con|cac+con|chau .. o+lai+kho|o+lai+chiu+kho|o+lai+mot+minh+kho|bo+vo & di+cung|cung+di|theo|mang|dan|dua',
    '=đạn|vien+dan|=súng|bom .. cho .. tui|bon|ca+lop|ca+truong|het|{foe} ~ mot+vien|vien+cuoi|phat+cuoi .. cho+chinh+minh|cho+minh|cho+tao|cho+toi|cho+ban+than',
    // Round 10: gas let into a whole building, dying together when a couple cannot be, the poisoned
    // meal shared.
    'mo|xa|=vặn .. ga|gas|binh+ga|binh+gas|van+ga .. ca+chung+cu|ca+toa+nha|ca+toa|ca+khu|ca+xom|ca+day+tro|ca+khu+tro|ca+tang|ca+xom+tro|ca+lang & ngoi+cho|ngoi+doi|nam+cho|ai+chet+thi+chet|chet+het|cung+chet|chet+chung|ke+ca+tao|ke+ca+toi|ke+ca+minh',
    '{neg}+song+duoc+voi+nhau|{neg}+song+voi+nhau|{neg}+o+ben+nhau|{neg}+o+duoc+voi+nhau|{neg}+co+duoc+nhau|{neg}+lay+duoc+nhau|{neg}+duoc+ben+nhau|{neg}+song+chung|{neg}+yeu+{me}|{neg}+yeu+em|{neg}+quay+lai|{neg}+chiu+quay+lai .. thi|la .. chet+chung|cung+chet|chet+cung|chet+ca+hai|cung+ra+di|cung+xuong+mo',
    '{me}|se|dinh .. dua|dan|mang|keo|loi .. em|anh|co+ay|anh+ay|vo|chong|nguoi+yeu|ny|em+ay|no|co+ta|anh+ta .. di+cung|theo|cung+di & chet+chung|cung+chet|chet+cung|xuong+mo|xuong+suoi+vang|tu+tu|tu+sat|=tự+=tử',
    'bo|cho|tron|pha|=bỏ .. {poison2} .. vao|vo ~ {me}+an+cung|{me}+uong+cung|{me}+cung+an|{me}+cung+uong|{me}+an+theo|{me}+uong+theo|{me}+an+chung|{me}+uong+chung|an+cung+luon|uong+cung+luon|{me}+an+luon|{me}+uong+luon|ca+hai+cung+an|ca+hai+cung+uong|{me}+cung+chet',
  ],
  violence: [
    '{me} .. {neg}+de|{neg}+tha .. {foe} .. song+yen|yen+on|song+sot|song+them',
    '{me} .. {neg}+de|{neg}+tha .. {foe} song $',
    '{kill} {victim}',
    '{neg}+de+ai+co+duoc|{neg}+de+ai+khac+co+duoc .. me+con|vo|con|co+ay|em+ay|no',
  ],
  earnest: [
    '=không|=chẳng|=chả|ko|khong|k =đùa|=giỡn|gion|=chọc',
    // Round 12: "copper candy" is a bullet, whatever the candy idioms say.
    'keo+dong|=kẹo+=đồng',
    // A murder–suicide quoted by the one it was made to is held like one planned (docs/decisions/054).
    'giết|đâm|chém ... tự+tử|tự+sát|chết+chung|chết+theo|chết+cùng|cùng+chết|đi+theo|rồi+chết',
  ],
  idioms: [
    // A parent's violence in the writer's childhood, told of (docs/decisions/053).
    'hồi+nhỏ|hồi+bé|lúc+nhỏ|lúc+bé|ngày+xưa|hồi+xưa|hồi+đó|hồi+trước|trước+đây|hồi+còn+nhỏ .. hay|thường|từng|suốt+ngày|cứ {kill}|{hit}',
    // Round 12: being beaten told by the one beaten ("bị bố đánh cho tới chết đi sống lại").
    '=bị|bi .. {hit} .. cho+den+chet|cho+toi+chet|den+chet|toi+chet|cho+chet|cho+tan+phe|den+tan+phe|cho+nhu+tu|chet+di+song+lai',
    'chet+di+song+lai|=chết+=đi+=sống+=lại',
    // Round 12: a parent's stock scolding, reported ("mẹ hay nói về muộn là đánh gãy chân").
    '=mẹ|=má|=bố|=ba|me|ma|bo|ong+ba|ong+noi|ba+noi|ong+ngoai|ba+ngoai .. hay+noi|hay+doa|thuong+noi|thuong+doa|cu+doa|hay+bao|hay+la|hay+mang|toan+doa|doa .. {hit}|{kill}',
    // Round 9: a proverb about keeping a secret to the grave.
    'song+de+bung|chet+mang+theo|mang+xuong+mo+bi+mat',
    'chet+cuoi|=chết+=cười|chet+doi|chet+met|chet+khiep|chet+chim+trong',
    // Round 8: a pet scolded, a nap or the last slice of pizza as the "reason", a water fight,
    // a few strokes of the cane.
    '=mèo|con+meo|=chó|con+cho|=cún|=mướp|hamster|=vẹt .. =cào|cao+rach|lam+do|lam+=đổ|=cắn|sofa|=tè|=ị|=rách|laptop ... {kill}|{hit}',
    'ngu+trua|giac+ngu|danh+thuc|goi+dien+luc|mieng+cuoi|pizza|=hâm|lo+vi+song|tra+sua ... {kill}|{hit}|{murder}',
    'sung+nuoc|sung+do+choi|ban+nuoc|ban+uot|=bắn+=ướt ... {kill}',
    '{kill} .. ban+uot|=bắn+=ướt|=ướt',
    '=mấy+roi|=vài+roi|=mấy+cai+roi|=mấy+cay+roi|roi+=vọt',
    // Round 5: insects, party games, a villain on screen.
    '=muỗi|con+muoi|=ruồi|=gián|=kiến ... {kill}',
    'among+us|impostor|ma+soi|werewolf ... {kill}',
    '{kill}|{hit} .. phan+dien|nhan+vat+phan+dien',
    // Round 5: sweets shared out, a "bullet" that is candy.
    'keo|=kẹo|banh|=bánh|socola|so+co+la|vitamin|thuoc+bo ... vien|mot+vien|vien+cuoi',
    '=võ|day+vo|tap+vo|vo+duong|vo+su|khi+tap ... mot+gay|vai+gay|mot+bua',
    'vien|mot+vien|vien+cuoi ... keo|=kẹo|banh|=bánh|socola|so+co+la|vitamin|thuoc+bo',
    // Round 4: the kitchen knife, a sibling who took the charger, burning rubbish.
    '{weapon} ... thai|=gọt|got|nau|bep|rau|thit|trai+cay|hoa+qua|=cá|cat+banh|cat+bánh|do+an',
    'lay|an|xai|dung|muon|mac|lay+mat|lam+mat|an+vung .. sac|dien+thoai|ao|quan|banh|keo|do+an|tai+nghe|laptop|may+tinh|xe ... {kill}|{harm4}',
    '{hit}|danh vo|be|gay|nat ban|=bàn|ghe|=ghế|=tượng|dien+thoai|con+gian|gian|chuot|con+chuot|chan+ban|chan+ghe',
    'game|trong+game|minecraft|roblox|pubg|lien+quan|boss|quai ... {hit}',
    '{hit} ... game|trong+game|minecraft|roblox|pubg|lien+quan|boss|quai',
    'phim|bo+phim|trong+phim|truyen|tieu+thuyet ... tra+gia',
    'tra+gia ... phim|bo+phim|trong+phim|truyen|tieu+thuyet',
    'dao+roc+giay|=dao+=rọc|roc+giay|thu+cong|got+but|cat+giay',
    'xu+ly|=xử+=lý|xu+li|danh+lai|=đánh+=lái|danh+vo+lang',
    '{hit} .. {smash} minh|ban+than|chinh+minh|cua+minh',
    'sung+nuoc|sung+do+choi|sung+nhua|sung+bb|sung+hoi|sung+ban+nuoc',
    '{weapon} ... chat+ga|chat+cay|chat+cui|=củi|=sửa|sua+chua|lam+vuon|=rẫy|lam+viec',
    '{harm4} ... haha|hihi|hehe|lol|=đùa|=giỡn|trong+game|van+co|co+vua|co+tuong|van+nay|bang+goi|=gối',
    'haha|hihi|hehe|lol|=đùa|=giỡn ... {harm4}',
    'doi+kia|doi+ban|=đội|team|tran+dau|chung+ket|bong+da|ban+ket ... {hit}',
    'dot+rac|dot+la|dot+co|dot+vang|dot+than+nuong|dot+than+suoi|dot+than+nau|nhom+bep|nhom+lua|=đốt+=rác|dot+do+cu|dot+nhang|=nhang',
    // "mấy" (a few, which) folds to "mày" (you): "tầng mấy nhảy xuống là chết chắc".
    'may+khong+ai|may+ma|may+la|may+man|=may+=mà|=may+=là|=may+=mắn|may+qua',
    '=đâm|dam vao|phai cot|cot+dien|tuong|cay|rao|lan+can|o+to|xe+may|oto|xe+tai|xe+buyt|cay+xang',
    '=mấy .. chet+chac|chet+chắc|tieu+roi|xong+roi|coi+chung',
    '{kill} ... vi+an|vi+dam|vi+lay|vi+xai|vi+dung|vi+tre|vi+quen|spoil|an+het|an+vung|xai+het',
    'xai+het|xai|an+vung|doc+trom|dam+xai|wifi|4g|son|nhat+ky|sinh+nhat|ket+phim .. {kill}',
    'headshot|cs|csgo|valorant|lmht|dota|minecraft|roblox|genshin|fifa|pes|ban+sung|ga+me|van+nay|van+sau ... {kill}',
    '{kill} ... headshot|cs|csgo|valorant|lmht|dota|minecraft|roblox|genshin|van+nay',
    'danh+don|=đánh+=đòn|danh+dit|danh+vao+mong|danh+yeu|=đánh+=yêu',
    '{kill} .. con+chim|con+vit|vit|con+heo|heo|=lợn|con+lon|con+ca|=cá|con+de|=dê|=bò|trau|ech|con+ech|chuot|con+chuot|ran|con+ran|con+gian|ngan|ngong|bo+cau|con+ga|=gà|con+cua|con+tom|con+oc|con+muc|con+luon|con+=bò',
    'haha|hihi|hehe|=kaka|lol|=đùa|=giỡn|gion|=chọc ... {kill}',
    '{kill} ... haha|hihi|hehe|lol|=đùa|=giỡn|gion|=chọc',
    'game|lien+quan|pubg|free+fire|ff|rank|boss|tran+dau|tran+nay|tran+sau|suot+tran|trong+tran|ca+tran|het+tran|doi+ban|team|chung+ket|quai|danh+co|co+vua|co+tuong|van+co|=cờ|ban+co|co+caro|phim|bai+bao|doc+bao|bao+chi|canh+sat+bat+cuop|choi+canh+sat ... {kill}',
    '{kill} ... game|lien+quan|pubg|free+fire|rank|boss|team+ban|tran+dau|tran+nay|suot+tran|trong+tran|=cờ|thua+di|chiu+thua|tinh+than+thua',
    // Round 6: the kitchen (a crab killed before steaming), a knife sharpened.
    '{kill} ... =hấp|luoc|=luộc|=chiên|nuong|=nướng|so+che|lam+sach|=nấu|nau+an',
    'dau+bep|nau+an|lam+bep|cong+thuc|mai+dao|=mài ... {kill}|{weapon}',
    '{weapon} ... =mài|mai+dao|mai+keo|tiem+mai',
    'chuot|con+chuot|=gián|=muỗi|=ruồi|=kiến|=mối|con+sau|co+dai|virus|vi+khuan|zombie|quai ... tieu+diet|giet+het|giet+sach|diet',
    'spoil|an+het|an+banh|mac+do|lay+do|dung+do|=trễ|hut+het|=hút+=hết ... {kill}',
    '{kill} .. thoi+gian|con+muoi|muoi|con+ruoi|ruoi|gian|con+gian|=gà|bai+toan|bai+tap|de+thi|mon+nay|to+pho|cai+pizza|dao+nay',
    'chem+gio|chém+gió|chem+gio',
    'danh+bai|danh+bong|danh+cau+long|=đánh+=cờ|danh+co+vua|danh+co+tuong|danh+gia|danh+rang|=đánh+=máy|danh+may+tinh|=đánh+=đàn|danh+dan+piano|danh+dan+guitar',
    '=mẹ|me|=bố|=má|sep|co+giao|co+chu+nhiem|thay|=thầy .. giet+tao|giet+toi|giet+minh|giet+em|chet+tao|chet+toi|mang+tao|mang+toi|mang+minh|mang+em',
    '=mẹ|=bố|sep|=cô|=thầy|thay+giao|co+giao|bo+me .. giet|xu|mang|chet .. ca+lop|tui+minh|bon+minh|chung+minh|chung+em|ca+nha',
    // Round 10: bursting with joy or anger, a match, a chicken slaughtered, poison for pests.
    'muon+no+tung|dau+no+tung|dau+muon+no+tung|tim+no+tung|no+tung+vi|vui+muon+no+tung|tuc+muon+no+tung|nhu+muon+no+tung',
    'bong+ro|bong+chuyen|bong+ban|cau+long|tennis|futsal|giao+huu|hiep+mot|hiep+1|hiep+hai|hiep+2|ti+so|vong+loai|hiep+dau|set+dau|ghi+diem & {kill}|{hit}|{murder}',
    // Round 11: a rival team told to wait for the next half ("cứ đợi đấy, hiệp sau tao ghi bàn").
    'hiep+sau|hiep+phu|ghi+ban|=ghi+=bàn|=bàn+=thắng|=sút|=sút+=phạt|penalty|=đá+=phạt|=thủ+=môn|luot+ve|tran+luot+ve & cu+doi|cu+cho|doi+day|cho+day|doi+do|cho+do|doi+xem|{kill}|{hit}',
    '=mổ+=gà|=mổ+=ga|giet+mo+ga|=giết+=mổ|=lò+=mổ',
    'chuot|con+chuot|=chuột|=gián|con+gian|=kiến|=mối|con+sau|=sâu|co+dai|=ốc|=sên|=muỗi|=ruồi|=rệp|=bọ|binh+phun|=phun|=xịt|=vườn|=ruộng & {poison2}',
    '=mẹ+{me}|=bố+{me}|=má+{me}|=ba+{me}|me+tao|bo+tao|ma+tao|me+toi|bo+toi cho+an+don|an+don',
    '=nấu|=lẩu|=nướng|=bếp|nau+an|=cơm|=chảo|bbq|=luộc|=chiên & mo+ga|=ga|gas|binh+ga|binh+gas',
  ],
  // Violence told of by the one it was done or threatened to, and advice to them
  // (docs/decisions/053).
  toldOf: [
    // Nobody has the right to hurt you: what a supporter says.
    'k+ai|không+ai|ko+ai|chẳng+ai|không+một+ai|ko+một+ai|k+một+ai có+quyền đánh|đụng|tát|động+vào|đụng+vào|bạo+hành|xúc+phạm',
    'dọa|doạ|đe+dọa|đe+doạ|hăm+dọa|hăm+doạ|dọa+là|doạ+là ... giết|đánh|chém|đâm|xử|thịt|cho+ăn+đòn tôi|tao|mình|em|tớ|con|t',
    'bảo|nói|nhắn|bảo+là|nói+là|nhắn+là|tuyên+bố ... sẽ|se|là|la giết|đánh|chém|đâm|xử|thịt tôi|tao|mình|em|tớ|con',
    'đánh|dọa|doạ|đe+dọa|bắt+nạt|ăn+hiếp|bạo+hành|đụng|sàm+sỡ bạn|em|cậu|mày|con & báo+công+an|báo+cảnh+sát|gọi+công+an|gọi+cảnh+sát|gọi+113|gọi+111|nói+với+thầy|nói+với+cô|nói+với+giáo+viên|nói+với+người+lớn|nói+với+bố+mẹ|báo+thầy|báo+cô|báo+nhà+trường|chụp+màn+hình',
  ],
  toldOfUndone: [
    'dọa|doạ|đe+dọa|hăm+dọa|bảo|nói|nhắn|tuyên+bố ~ tự+tử|tự+sát|chết+chung|chết+theo|chết+cùng|cùng+chết|tự+giết|rồi+chết',
  ],
  intimidation: [
    'báo+công+an|báo+cảnh+sát|gọi+công+an|gọi+cảnh+sát|tố+cáo ... tao|tôi|bố|ông giết|đâm|chém|xử|thịt mày|mi|m',
  ],
  // A threat quoted by the one it was made to: the "you" of the quote is the writer
  // (docs/decisions/054).
  quotedAtMe: [
    'nhắn+tôi|nhắn+tao|nhắn+mình|nhắn+em|nhắn+tớ|nhắn+t|nhắn+anh|nhắn+chị|nhắn+tin+tôi|nhắn+tin+tao|nhắn+tin+mình|nhắn+tin+em|nhắn+tin+tớ|nhắn+tin+t|nhắn+tin+anh|nhắn+tin+chị|nhắn+cho+tôi|nhắn+cho+tao|nhắn+cho+mình|nhắn+cho+em|nhắn+cho+tớ|nhắn+cho+t|nhắn+cho+anh|nhắn+cho+chị|nhắn+tin+cho+tôi|nhắn+tin+cho+tao|nhắn+tin+cho+mình|nhắn+tin+cho+em|nhắn+tin+cho+tớ|nhắn+tin+cho+t|nhắn+tin+cho+anh|nhắn+tin+cho+chị|nói+với+tôi|nói+với+tao|nói+với+mình|nói+với+em|nói+với+tớ|nói+với+t|nói+với+anh|nói+với+chị|bảo+tôi|bảo+tao|bảo+mình|bảo+em|bảo+tớ|bảo+t|bảo+anh|bảo+chị|dọa+tôi|dọa+tao|dọa+mình|dọa+em|dọa+tớ|dọa+t|dọa+anh|dọa+chị|doạ+tôi|doạ+tao|doạ+mình|doạ+em|doạ+tớ|doạ+t|doạ+anh|doạ+chị|gửi+cho+tôi|gửi+cho+tao|gửi+cho+mình|gửi+cho+em|gửi+cho+tớ|gửi+cho+t|gửi+cho+anh|gửi+cho+chị|viết+cho+tôi|viết+cho+tao|viết+cho+mình|viết+cho+em|viết+cho+tớ|viết+cho+t|viết+cho+anh|viết+cho+chị|inbox+tôi|inbox+tao|inbox+mình|inbox+em|inbox+tớ|inbox+t|inbox+anh|inbox+chị|ib+tôi|ib+tao|ib+mình|ib+em|ib+tớ|ib+t|ib+anh|ib+chị|gọi+cho+tôi|gọi+cho+tao|gọi+cho+mình|gọi+cho+em|gọi+cho+tớ|gọi+cho+t|gọi+cho+anh|gọi+cho+chị ... giết|đâm|chém|xử|thịt|đánh|giết+chết mày|m|em|con',
  ],
};
