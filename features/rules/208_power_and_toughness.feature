Feature: 208 Power and toughness
  A creature card has its power and toughness printed on it (CR 208.1); a token's are set by the
  effect that creates it (CR 111.4). On the battlefield, with no counters and no effect changing them,
  a creature has exactly those numbers (CR 613.4a); off the battlefield, a creature card has its printed
  power and toughness too (CR 208.3). Every creature and creature token of the project's card data, with
  its Oracle power and toughness; the creatures printed 0/0 are checked in the hand, where they don't die.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @id:printed-power-and-toughness @cr:208.1 @cr:111.4
  Scenario Outline: <creature> has its printed power and toughness
    CR 208.1: the first number is the creature's power, the second its toughness.

    Given Alice controls <creature>
    Then <creature> is <power>/<toughness>

    Examples:
      | creature                | power | toughness |
      | Traveling Chocobo       | 3     | 2         |
      | Sazh's Chocobo          | 0     | 1         |
      | Grazing Gladehart       | 2     | 2         |
      | Gilded Goose            | 0     | 2         |
      | Llanowar Elves          | 1     | 1         |
      | Cloud, Midgar Mercenary | 2     | 1         |
      | Yarok, the Desecrated   | 3     | 5         |
      | Teysa Karlov            | 2     | 4         |
      | Soul Warden             | 1     | 1         |
      | Gladecover Scout        | 1     | 1         |
      | Elvish Lookout          | 1     | 1         |
      | Repentant Blacksmith    | 1     | 2         |
      | Isamaru, Hound of Konda | 2     | 2         |
      | Makindi Ox              | 4     | 4         |
      | The Goose Mother        | 2     | 2         |
      | Street Wraith           | 3     | 4         |
      | Hekma Sentinels         | 2     | 3         |
      | Flameblade Adept        | 1     | 2         |
      | Archfiend of Ifnir      | 5     | 4         |
      | Pili-Pala               | 1     | 1         |
      | Order of Whiteclay      | 1     | 4         |
      | Lotus Cobra             | 2     | 1         |
      | Chancellor of the Forge | 5     | 5         |
      | Bonecrusher Giant       | 4     | 3         |
      | Giant Killer            | 1     | 2         |
      | Lovestruck Beast        | 5     | 5         |
      | Murderous Rider         | 2     | 3         |
      | Edgewall Innkeeper      | 1     | 1         |
      | Mysidian Elder          | 1     | 3         |
      | Meddling Mage           | 2     | 2         |
      | Bird                    | 2     | 2         |
      | Thopter                 | 1     | 1         |
      | Phyrexian Goblin        | 1     | 1         |
      | Wizard                  | 0     | 1         |
      | Human                   | 1     | 1         |
      | Hero                    | 1     | 1         |

  @id:printed-power-and-toughness-zero @cr:208.1 @cr:208.3
  Scenario Outline: <creature>, printed 0/0, has power 0 and toughness 0 in the hand
    CR 208.3: a creature card not on the battlefield has the power and toughness printed on it.

    Given Alice has <creature> in her hand
    Then the <creature> in Alice's hand has power 0 and toughness 0

    Examples:
      | creature          |
      | Clockwork Condor  |
      | Hangarback Walker |
      | Endless One       |
      | Clone             |

  @id:equipped-creature-gets-the-bonus @cr:301.5 @cr:613.4c
  Scenario Outline: <equipment> attached to Isamaru gives it <bonus>
    CR 613.4c: effects that modify power and toughness apply; "Equipped creature gets +N/+N" applies
    while the Equipment is attached (CR 301.5).

    Given Alice controls Isamaru, Hound of Konda and <equipment> (attached to Isamaru, Hound of Konda)
    Then Isamaru, Hound of Konda is <power>/<toughness>

    Examples:
      | equipment    | bonus | power | toughness |
      | Buster Sword | +3/+2 | 5     | 4         |
      | Thirsting Axe | +4/+0 | 6    | 2         |
      | Ultima Weapon | +7/+7 | 9    | 9         |

  @id:equipped-bonus-counts-lands-named-like-the-exiled-card @cr:607.3 @cr:613.4c
  Scenario: Strata Scythe counts only the lands with the exiled card's name
    CR 607.3: "the exiled card" is the land Strata Scythe's imprint exiled, Forest; Alice's two Forests
    count, her Mountain doesn't.

    Given Alice controls Sazh's Chocobo, 2 Forest and Mountain
    And Alice has Strata Scythe in her hand
    And Alice's library, from the top, is Forest and Island
    And Alice has {C}{C}{C}{C}{C}{C} in her mana pool
    And Alice will choose Forest when searching
    And Alice will choose Sazh's Chocobo as targets
    When Alice casts Strata Scythe from her hand
    And all players pass priority until the stack is empty
    And Alice activates Strata Scythe's "Equip {3}" ability
    And all players pass priority
    Then Sazh's Chocobo is 2/3
