Feature: 208 Power and toughness
  A creature card has its power and toughness printed on it (CR 208.1); a token's are set by the
  effect that creates it (CR 111.4). On the battlefield, with no counters and no effect changing them,
  a creature has exactly those numbers (CR 613.4a). Every creature and creature token of the project's
  card data, with its Oracle power and toughness; creatures printed 0/0 (Clockwork Condor, Hangarback
  Walker, Endless One, Clone) are covered where they enter with counters or as a copy.

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
